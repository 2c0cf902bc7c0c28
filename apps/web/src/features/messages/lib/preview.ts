import { type ConversationSummary, MESSAGING_MESSAGES } from '@mithaq/contracts';

export type PreviewKind = 'start' | 'locked' | 'unread' | 'own' | 'received' | 'unavailable';

export interface ConversationPreview {
  kind: PreviewKind;
  text: string;
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
  if (!conversation.available) return { kind: 'unavailable', text: MESSAGING_MESSAGES.threadNotFound };
  const last = conversation.lastMessage;
  if (!last) {
    // A free member cannot write first, so they are not invited to.
    const text = canRead ? MESSAGING_MESSAGES.startConversation : MESSAGING_MESSAGES.noMessagesYet;
    return { kind: 'start', text };
  }
  const isOwn = viewerId !== null && last.sender === viewerId;
  if (!isOwn && (last.locked || last.content === null || !canRead)) {
    return { kind: 'locked', text: MESSAGING_MESSAGES.lockedPreview };
  }
  const content = singleLine(last.content ?? '');
  if (isOwn) return { kind: 'own', text: `You: ${content}` };
  if (conversation.unreadCount > 0) return { kind: 'unread', text: `New: ${content}` };
  return { kind: 'received', text: content };
}

/** The display name of the other member: a deactivated account comes without one. */
export function displayName(fullName: string | null | undefined): string {
  const name = fullName?.trim();
  return name ? name : MESSAGING_MESSAGES.unnamedMember;
}

/** A multi-line message previews as one line. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
