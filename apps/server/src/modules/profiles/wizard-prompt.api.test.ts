import { WIZARD_STEPS } from '@mithaq/contracts/completeness';
import { MemberSchema } from '@mithaq/contracts/profile';
import { WizardPromptSchema } from '@mithaq/contracts/profiles-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createWoman } from './profiles.test-helpers.js';

/**
 * The profile wizard opens by itself at most once a week while incomplete
 * (docs/decisions/0008-profile-view-and-wizard-web.md "When the wizard opens").
 */
const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

const prompt = (who: TestMember | null) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/me/wizard-prompt', headers: who?.auth ?? {} });

const promptedAt = async (m: TestMember) =>
  (await t.db.query.members.findFirst({ where: eq(members.id, m.id) }))?.wizardPromptedAt ?? null;

const setPromptedAt = (m: TestMember, at: Date) =>
  t.db.update(members).set({ wizardPromptedAt: at }).where(eq(members.id, m.id));

/** Every counted field filled (registration already gives name, age and city). */
function completeColumns() {
  const columns: Record<string, unknown> = {
    partner: { familyBackground: 'Any' },
    partnerAgeMin: 25,
    partnerAgeMax: 30,
    prefHeightMin: 60,
    prefMinEducation: 'Bachelors',
    prefProfessions: ['Doctor'],
    prefCommitments: ['Moderate'],
    prefSects: ['Sunni'],
    prefCountries: ['IN'],
    dob: '1995-05-01',
  };
  for (const field of WIZARD_STEPS.flatMap((s) => s.fields)) {
    if (!field.startsWith('partner.') && !['fullName', 'age', 'city', 'dob'].includes(field)) columns[field] = 'Filled';
  }
  return columns;
}

describe('POST /api/profiles/me/wizard-prompt', () => {
  it('opens once for an incomplete profile, records when, and says no again at once', async () => {
    const m = await createWoman(t);
    const before = Date.now();
    const first = await prompt(m);
    expect(first.statusCode).toBe(200);
    const body = WizardPromptSchema.parse(first.json());
    expect(body.opens).toBe(true);
    const recorded = await promptedAt(m);
    expect(recorded?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.wizardPromptedAt).toBe(recorded?.toISOString());

    const again = WizardPromptSchema.parse((await prompt(m)).json());
    expect(again).toEqual({ opens: false, wizardPromptedAt: recorded?.toISOString() });
    const me = MemberSchema.parse((await t.app.inject({ url: '/api/auth/me', headers: m.auth })).json());
    expect(me.wizardPromptedAt).toBe(recorded?.toISOString());
  });

  it('says no on another device within the week, since the member is asked, not the browser', async () => {
    const m = await createWoman(t);
    expect(WizardPromptSchema.parse((await prompt(m)).json()).opens).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.email, password: m.password },
    });
    const otherDevice = { ...m, auth: { authorization: `Bearer ${(login.json() as { token: string }).token}` } };
    expect(WizardPromptSchema.parse((await prompt(otherDevice)).json()).opens).toBe(false);
  });

  it('opens again once a week has passed, and not a day before', async () => {
    const m = await createWoman(t);
    const sixDaysAgo = new Date(Date.now() - 6 * DAY_MS);
    await setPromptedAt(m, sixDaysAgo);
    expect(WizardPromptSchema.parse((await prompt(m)).json()).opens).toBe(false);
    expect(await promptedAt(m)).toEqual(sixDaysAgo);

    await setPromptedAt(m, new Date(Date.now() - 8 * DAY_MS));
    expect(WizardPromptSchema.parse((await prompt(m)).json()).opens).toBe(true);
    expect((await promptedAt(m))?.getTime()).toBeGreaterThan(Date.now() - DAY_MS);
  });

  it('never opens for a complete profile, and records nothing', async () => {
    const m = await createWoman(t, completeColumns());
    expect(WizardPromptSchema.parse((await prompt(m)).json())).toEqual({ opens: false, wizardPromptedAt: null });
    expect(await promptedAt(m)).toBeNull();
  });

  it('opens in only one of two tabs asking at the same moment', async () => {
    const m = await createWoman(t);
    const answers = await Promise.all([prompt(m), prompt(m), prompt(m)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => WizardPromptSchema.parse(a.json()).opens)).toHaveLength(1);
  });

  it('does not count as a profile edit', async () => {
    const m = await createWoman(t);
    const updatedBefore = (await t.db.query.members.findFirst({ where: eq(members.id, m.id) }))?.updatedAt;
    await prompt(m);
    const updatedAfter = (await t.db.query.members.findFirst({ where: eq(members.id, m.id) }))?.updatedAt;
    expect(updatedAfter).toEqual(updatedBefore);
  });

  it('needs a signed-in member', async () => {
    expect((await prompt(null)).statusCode).toBe(401);
  });
});
