import { describe, expect, it } from 'vitest'
import { INDIAN_STATES } from '@common/indian-states'
import { areNeighbouringStates, NEIGHBOURING_STATES } from './neighbouring-states'

describe('neighbouring states', () => {
  it('lists every state and union territory, by its INDIAN_STATES name', () => {
    expect(Object.keys(NEIGHBOURING_STATES).sort()).toEqual(INDIAN_STATES.map((state) => state.name).sort())
    const names = new Set(INDIAN_STATES.map((state) => state.name))
    for (const neighbours of Object.values(NEIGHBOURING_STATES))
      for (const neighbour of neighbours) expect(names, neighbour).toContain(neighbour)
  })

  it('lists every border from both sides, and no state as its own neighbour', () => {
    for (const [state, neighbours] of Object.entries(NEIGHBOURING_STATES)) {
      expect(neighbours, state).not.toContain(state)
      expect(new Set(neighbours).size, `${state} lists a neighbour twice`).toBe(neighbours.length)
      for (const neighbour of neighbours)
        expect(NEIGHBOURING_STATES[neighbour], `${neighbour} should list ${state}`).toContain(state)
    }
  })

  it('knows the borders a shop in Maharashtra ships across, and that islands have none', () => {
    expect(areNeighbouringStates('Maharashtra', 'Karnataka')).toBe(true)
    expect(areNeighbouringStates('Maharashtra', 'Goa')).toBe(true)
    expect(areNeighbouringStates('Maharashtra', 'Delhi')).toBe(false)
    expect(areNeighbouringStates('Tamil Nadu', 'Andaman and Nicobar Islands')).toBe(false)
    expect(areNeighbouringStates('Nowhere', 'Maharashtra')).toBe(false)
  })
})
