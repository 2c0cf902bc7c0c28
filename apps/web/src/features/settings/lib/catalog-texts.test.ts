import { ACCOUNT_MESSAGES } from '@mithaq/contracts/account';
import { PASSWORD_MESSAGES } from '@mithaq/contracts/password';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@mithaq/contracts/reports';
import { TIME_ZONE_MESSAGES } from '@mithaq/contracts/time-zone';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/settings/en.json';

const english = en as Record<string, string>;

describe('the settings catalog in English', () => {
  it('says what the contracts say where the server says the same', () => {
    expect(english['settings.delete.erased']).toBe(ACCOUNT_MESSAGES.whatIsErased);
    expect(english['settings.delete.kept']).toBe(ACCOUNT_MESSAGES.whatIsKept);
    expect(english['settings.delete.failed']).toBe(ACCOUNT_MESSAGES.deleteFailed);
    expect(english['settings.goodbye.deleted']).toBe(ACCOUNT_MESSAGES.deleted);
    expect(english['settings.goodbye.kept']).toBe(ACCOUNT_MESSAGES.whatIsKept);
    expect(english['settings.export.failed']).toBe(ACCOUNT_MESSAGES.exportFailed);
    expect(english['settings.password.currentRequired']).toBe(PASSWORD_MESSAGES.currentRequired);
    expect(english['settings.password.changeFailed']).toBe(PASSWORD_MESSAGES.changeFailed);
    expect(english['settings.timeZone.saved']).toBe(TIME_ZONE_MESSAGES.saved);
    expect(english['settings.timeZone.saveFailed']).toBe(TIME_ZONE_MESSAGES.saveFailed);
  });

  it('labels every report reason as the report form does', () => {
    for (const reason of REPORT_REASONS) {
      expect(english[`settings.reports.reason.${reason}`], reason).toBe(REPORT_REASON_LABELS[reason]);
    }
  });
});
