/*
 * The messages tab lists what the shop stores for the admin (contact, support and newsletter); its texts
 * follow the wording of the other admin tabs: "No … found", "Failed to load …".
 */

export const MESSAGES_LOAD_FAILED = 'Failed to load messages'
export const NO_MESSAGES_FOUND = 'No messages found'
export const SUBSCRIBERS_LOAD_FAILED = 'Failed to load subscribers'
export const NO_SUBSCRIBERS_FOUND = 'No subscribers found'
export const MESSAGE_HANDLED = 'Message marked as handled'
export const MESSAGE_NOT_HANDLED = 'Message marked as not handled'
export const MESSAGE_UPDATE_FAILED = 'Failed to update message'

export function notHandledCountText(count: number): string {
  return count === 0 ? 'All messages handled' : `${count} not handled`
}
