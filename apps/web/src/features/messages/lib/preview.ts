import type { ConversationSummary } from '@mithaq/contracts/messaging';

export type PreviewKind = 'start' | 'locked' | 'unread' | 'own' | 'received' | 'unavailable';

export interface ConversationPreview {
  kind: PreviewKind;
  /** The last message's words on one line, for 'unread', 'own' and 'received'; the label says the rest. */
  content: string | null;
}

/**
 * The inbox line under a conversation's name (spec section 2 "Messages"): a locked message (the other
 * party's, to a viewer without premium) invites an upgrade and never shows words; unread shows
 * 'New: ' and the text; the viewer's own last message is prefixed 'You: '; no message yet invites a
 * first one from a member who may write it. A conversation with a deactivated member
 * (`available: false`) cannot be opened.
 */
export function conversationPreview(
  conversation: Pick<ConversationSummary, 'lastMessage' | 'unreadCount' | 'available'>,
  viewerId: string | null,
  canRead: boolean,
): ConversationPreview {
  if (!conversation.available) return { kind: 'unavailable', content: null };
  const last = conversation.lastMessage;
  if (!last) return { kind: 'start', content: null };
  const isOwn = viewerId !== null && last.sender === viewerId;
  if (!isOwn && (last.locked || last.content === null || !canRead)) return { kind: 'locked', content: null };
  const content = singleLine(last.content ?? '');
  if (isOwn) return { kind: 'own', content };
  if (conversation.unreadCount > 0) return { kind: 'unread', content };
  return { kind: 'received', content };
}

/** The display name of the other member: a deactivated account comes without one (`fallback`, 'Member'). */
export function displayName(fullName: string | null | undefined, fallback: string): string {
  const name = fullName?.trim();
  return name ? name : fallback;
}

/** A multi-line message previews as one line. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
