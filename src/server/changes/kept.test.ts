import { describe, expect, it, vi } from 'vitest'
import { Changes, EVERYTHING, stockChange } from './changes'
import type { Dependence, Kept } from './kept'

/** A signal on its own clock, whose hearing a test can turn off, and a store of text on it. */
function signal(options: { stockLagMs?: number } = {}) {
  const clock = { now: 0 }
  const changes = new Changes({ stockLagMs: options.stockLagMs ?? 1_000, clock: () => clock.now })
  const setHearing: { current?: (hearing: boolean) => void } = {}
  void changes.connect(
    {
      name: 'test',
      listen: async (_heard, hearing) => {
        setHearing.current = hearing
        return async () => {}
      },
    },
    () => {},
  )
  const hear = (hearing: boolean) => setHearing.current!(hearing)
  return { changes, clock, hear }
}

/** `stock`: how the values follow stock unless one says otherwise. */
function store({
  stock,
  ...options
}: ConstructorParameters<typeof Kept<string>>[1] & {
  stockLagMs?: number
  stock?: Dependence['stock']
} = {}) {
  const { changes, clock, hear } = signal(options)
  const kept = changes.keep<string>({ maxAgeMs: Infinity, ...options })
  const keep = (key: string, text: string, dependence: Dependence = {}, began = changes.begin()) =>
    kept.set(key, text, began, { stock, ...dependence })
  const text = (key: string) => kept.peek(key)
  return { changes, clock, hear, kept, keep, text }
}

function counting<T>(value: () => T) {
  const calls = { count: 0 }
  const read = async () => {
    calls.count += 1
    return value()
  }
  return { calls, read }
}

describe('a kept value', () => {
  it('is kept only when nothing changed while it was computed', () => {
    const { changes, keep, text } = store()
    const readBegan = changes.begin()
    changes.publish(EVERYTHING) // a write lands while the read is in flight
    keep('/a', 'stale', {}, readBegan)
    expect(text('/a')).toBeUndefined()
    keep('/a', 'fresh')
    expect(text('/a')).toBe('fresh')
    changes.publish(EVERYTHING)
    expect(text('/a')).toBeUndefined()
  })

  it('is read once until anything but stock changes', async () => {
    const { changes, kept } = store()
    let limit = '5000'
    const { calls, read } = counting(() => limit)
    expect(await kept.get('rules', read)).toBe('5000')
    expect(await kept.get('rules', read)).toBe('5000')
    expect(calls.count).toBe(1)
    changes.publish(stockChange(['p1'])) // an order
    await kept.get('rules', read)
    expect(calls.count).toBe(1)
    limit = '2000'
    changes.publish(EVERYTHING) // an admin saves new settings
    expect(await kept.get('rules', read)).toBe('2000')
    expect(calls.count).toBe(2)
  })

  it('read across a change is used by its reader and not kept', async () => {
    const { changes, kept } = store()
    let calls = 0
    const readAcrossChange = async () => {
      calls += 1
      changes.publish(EVERYTHING) // the admin's save lands while the read is in flight
      return String(calls)
    }
    expect(await kept.get('rules', readAcrossChange)).toBe('1')
    expect(await kept.get('rules', async () => '99')).toBe('99')
  })

  it('that shows current stock is stale after a change naming its product, or any stock change without one', () => {
    const { changes, keep, text } = store({ stock: 'current' })
    keep('/products/p1', 'one', { productId: 'p1' })
    keep('/products/p2', 'two', { productId: 'p2' })
    keep('/orders', 'orders')
    keep('/reviews/p1', 'reviews', { stock: 'none' })
    changes.publish(stockChange(['p1']))
    expect(text('/products/p1')).toBeUndefined()
    expect(text('/products/p2')).toBe('two')
    expect(text('/orders')).toBeUndefined()
    expect(text('/reviews/p1')).toBe('reviews')
  })

  it('that shows current stock is not kept computed across a change naming its product, but is across another product’s', () => {
    const { changes, keep, text } = store({ stock: 'current' })
    const began = changes.begin()
    changes.publish(stockChange(['p1']))
    keep('/products/p1', 'one', { productId: 'p1' }, began)
    keep('/products/p2', 'two', { productId: 'p2' }, began)
    keep('/orders', 'orders', {}, began)
    expect(text('/products/p1')).toBeUndefined()
    expect(text('/products/p2')).toBe('two')
    expect(text('/orders')).toBeUndefined()
  })

  it('of a listing serves for at most the window after a stock change, and one computed across it no longer than the window from its start', () => {
    const { changes, clock, keep, text } = store({ stock: 'within-a-second', stockLagMs: 1_000 })
    keep('/products', 'listing')
    clock.now = 100
    changes.publish(stockChange(['p1']))
    clock.now = 1_099
    expect(text('/products')).toBe('listing')
    clock.now = 1_100
    expect(text('/products')).toBeUndefined()

    clock.now = 2_000
    const began = changes.begin()
    clock.now = 2_300
    changes.publish(stockChange(['p2']))
    clock.now = 2_400
    keep('/products?page=2', 'across', {}, began)
    clock.now = 2_999
    expect(text('/products?page=2')).toBe('across')
    clock.now = 3_000
    expect(text('/products?page=2')).toBeUndefined()

    // Computed after the change: fresh, kept until the next change's window has passed.
    keep('/products?page=3', 'fresh')
    clock.now = 10_000
    expect(text('/products?page=3')).toBe('fresh')
  })

  it('makes what is computed from it as old as it is', async () => {
    const { changes, clock, kept } = store({ stock: 'within-a-second', stockLagMs: 1_000 })
    await kept.get('groups', async () => 'groups', { stock: 'within-a-second' })
    clock.now = 100
    changes.publish(stockChange(['p1']))
    clock.now = 200
    const answer = changes.begin()
    expect(await kept.get('groups', async () => 'newer', { stock: 'within-a-second', within: answer })).toBe(
      'groups',
    )
    // The answer built on groups read before the order is a listing read before it: stale a window after it.
    expect(changes.isFresh(answer, { stock: 'within-a-second' }, 1_099)).toBe(true)
    expect(changes.isFresh(answer, { stock: 'within-a-second' }, 1_100)).toBe(false)
  })

  it('is neither kept nor used while the other processes cannot be heard', async () => {
    const { changes, hear, keep, text, kept } = store()
    keep('/a', 'before')
    hear(false)
    expect(changes.hearing).toBe(false)
    expect(text('/a')).toBeUndefined()
    keep('/a', 'while deaf')
    expect(text('/a')).toBeUndefined()
    const { calls, read } = counting(() => 'read')
    await kept.get('/b', read)
    await kept.get('/b', read)
    expect(calls.count).toBe(2)
    hear(true)
    expect(text('/a')).toBeUndefined()
    keep('/a', 'after')
    expect(text('/a')).toBe('after')
  })

  it('is read again a minute after it was read, unless the store says otherwise, even with nothing heard', async () => {
    const { changes, clock } = signal()
    const kept = changes.keep<string>()
    const { calls, read } = counting(() => 'one')
    await kept.get('a', read)
    clock.now = 59_999
    await kept.get('a', read)
    expect(calls.count).toBe(1)
    clock.now = 60_000
    await kept.get('a', read)
    expect(calls.count).toBe(2)
  })

  it('is no longer used past its own bound (a time-dependent answer)', () => {
    const { clock, keep, text } = store()
    keep('/stats', 'today', { maxAgeMs: 1_000 })
    clock.now = 999
    expect(text('/stats')).toBe('today')
    clock.now = 1_000
    expect(text('/stats')).toBeUndefined()
  })

  it('is counted by its weight: the oldest go when over the limit, and one over a quarter of it is refused', () => {
    const { keep, text } = store({ limit: 800, weigh: (text) => text.length * 2 })
    for (const key of ['/1', '/2', '/3', '/4', '/5']) keep(key, 'x'.repeat(95))
    expect(text('/1')).toBeUndefined()
    for (const key of ['/2', '/3', '/4', '/5']) expect(text(key)).toBeDefined()
    keep('/big', 'y'.repeat(101))
    expect(text('/big')).toBeUndefined()
  })

  it('is handed to every reader the same and frozen, so none can change it for the others', async () => {
    const { changes } = signal()
    const kept = changes.keep<{ prefixes: string[]; days: { min: number } }>({ freeze: true })
    const value = await kept.get('rules', async () => ({ prefixes: ['744'], days: { min: 2 } }))
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.prefixes)).toBe(true)
    expect(Object.isFrozen(value.days)).toBe(true)
    expect(await kept.get('rules', async () => ({ prefixes: [], days: { min: 9 } }))).toBe(value)
  })
})

describe('a value being computed', () => {
  it('is shared by the callers that ask for it meanwhile', async () => {
    const { kept } = store()
    let release!: (text: string) => void
    let calls = 0
    const read = () => ((calls += 1), new Promise<string>((resolve) => (release = resolve)))
    const together = Promise.all([kept.get('words', read), kept.get('words', read)])
    await Promise.resolve()
    release('words')
    expect(await together).toEqual(['words', 'words'])
    expect(calls).toBe(1)
  })

  it('may be waited for only while nothing it shows has changed since it began', async () => {
    const { changes, kept } = store()
    const p1 = { stock: 'current', productId: 'p1' } as const
    const { started, read, release } = readsByHand()
    const first = kept.get('/products/p1', read('first'), p1)
    // Another product's order changes nothing it shows: a caller arriving now waits for it.
    changes.publish(stockChange(['p2']))
    const joined = kept.get('/products/p1', read('joined'), p1)
    // An order of p1 does: a caller arriving now reads for itself.
    changes.publish(stockChange(['p1']))
    const own = kept.get('/products/p1', read('own'), p1)
    expect(started).toEqual(['first', 'own'])
    release('first')
    release('own')
    expect(await Promise.all([first, joined, own])).toEqual(['first', 'first', 'own'])
  })

  it('of a listing may be waited for within the window after a stock change, and nothing after `everything`', async () => {
    const { changes, clock, kept } = store({ stockLagMs: 1_000 })
    const listing = { stock: 'within-a-second' } as const
    const { started, read, release } = readsByHand()
    const reading = [kept.get('/products', read('listing'), listing)]
    changes.publish(stockChange(['p1']))
    clock.now = 999
    reading.push(kept.get('/products', read('within the window'), listing))
    clock.now = 1_000
    reading.push(kept.get('/products', read('after the window'), listing))
    reading.push(kept.get('/reviews', read('reviews')))
    changes.publish(stockChange(['p1']))
    reading.push(kept.get('/reviews', read('reviews after an order')))
    changes.publish(EVERYTHING)
    reading.push(kept.get('/reviews', read('reviews after everything')))
    expect(started).toEqual(['listing', 'after the window', 'reviews', 'reviews after everything'])
    for (const name of started) release(name)
    expect(await Promise.all(reading)).toEqual([
      'listing',
      'listing',
      'after the window',
      'reviews',
      'reviews',
      'reviews after everything',
    ])
  })

  it('lets those waiting read for themselves when it ends without a value', async () => {
    const { kept } = store()
    const gone = { stock: 'current', productId: 'gone' } as const
    const { started, read, release, fail } = readsByHand()
    const failing = kept.get('/products/gone', read('failing'), gone)
    const waiting = kept.get('/products/gone', read('waiting'), gone)
    fail('failing')
    await expect(failing).rejects.toThrow('no value')
    await vi.waitFor(() => expect(started).toEqual(['failing', 'waiting']))
    release('waiting')
    expect(await waiting).toBe('waiting')
  })
})

/** Reads a test ends by hand: `read(name)` gives `name` once released. */
function readsByHand() {
  const started: string[] = []
  const pending = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>()
  const read = (name: string) => () => {
    started.push(name)
    return new Promise<string>((resolve, reject) => pending.set(name, { resolve, reject }))
  }
  const release = (name: string) => pending.get(name)!.resolve(name)
  const fail = (name: string) => pending.get(name)!.reject(new Error('no value'))
  return { started, read, release, fail }
}
