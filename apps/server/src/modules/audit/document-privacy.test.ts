import { type AuditEntry, RESTRICTED } from '@mithaq/contracts/admin';
import { describe, expect, it } from 'vitest';
import { canSeeDocuments, documentAreaOf, isDocumentEntry, restrictAuditEntry } from './document-privacy.js';

const entry = (action: string, targetType = 'member'): AuditEntry => ({
  id: '1',
  admin: null,
  action,
  targetType,
  targetId: '7d0c3a52-8a43-4c1e-9f2b-3c5e1a2b4d6f',
  before: { status: 'pending' },
  after: { status: 'rejected', notes: 'Number 4821 7730 1294' },
  ip: '127.0.0.1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('canSeeDocuments', () => {
  it('lets any staff see a member who did not ask for women reviewers, and only women reviewers one who did', () => {
    expect(canSeeDocuments({ womenReviewersOnly: false }, false)).toBe(true);
    expect(canSeeDocuments({ womenReviewersOnly: true }, true)).toBe(true);
    expect(canSeeDocuments({ womenReviewersOnly: true }, false)).toBe(false);
  });
});

describe('document audit entries', () => {
  it('are the ID and selfie actions about a member, nothing else', () => {
    expect(documentAreaOf('govt_id.rejected')).toBe('govt_id');
    expect(documentAreaOf('selfie.viewed')).toBe('selfie');
    expect(documentAreaOf('photo.rejected')).toBeNull();
    expect(isDocumentEntry(entry('govt_id.verified'))).toBe(true);
    expect(isDocumentEntry(entry('member.deactivated'))).toBe(false);
    expect(isDocumentEntry(entry('selfie.verified', 'admin'))).toBe(false);
  });

  it('keep who, when and whom when restricted, never the decision or the notes', () => {
    const restricted = restrictAuditEntry(entry('govt_id.rejected'));
    expect(restricted).toEqual({
      ...entry('govt_id.rejected'),
      action: 'govt_id.restricted',
      before: RESTRICTED,
      after: RESTRICTED,
    });
    expect(JSON.stringify(restricted)).not.toContain('4821');
  });
});
