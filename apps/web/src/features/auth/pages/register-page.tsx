import '../../../app/styles/mantine-app';
import { Trans } from '@lingui/react';
import { Button, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type RegisterInput, RegisterSchema } from '@mithaq/contracts/auth';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { MESSAGES } from '@mithaq/contracts/messages';
import { GENDERS, MADHABS, PROFESSIONS, SECTS } from '@mithaq/contracts/options';
import { PAID_PLAN_IDS } from '@mithaq/contracts/payments';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CityChoice, CityPicker } from '../../../components/city-picker';
import { FormFieldset } from '../../../components/form-fieldset';
import { PasswordInput } from '../../../components/password-input';
import { useOptionData } from '../../../i18n/option-labels';
import { useLocale, useT } from '../../../i18n/use-t';
import { fieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { EmailInput, FailureAlert } from '../components/form-parts';

interface FormState {
  fullName: string;
  email: string;
  password: string;
  age: number | string;
  gender: string | null;
  city: CityChoice | null;
  profession: string | null;
  sect: string | null;
  madhab: string | null;
}

const EMPTY: FormState = {
  fullName: '',
  email: '',
  password: '',
  age: '',
  gender: null,
  city: null,
  profession: null,
  sect: null,
  madhab: null,
};

/**
 * Spec section 5: age sent as a number; an empty madhab is omitted. A city picked from the suggestions
 * goes with its gazetteer id; a typed one as text alone (docs/decisions/0064-finding-the-right-person.md).
 */
function toPayload(form: FormState): Record<string, unknown> {
  return {
    fullName: form.fullName,
    email: form.email,
    password: form.password,
    age: form.age === '' ? undefined : Number(form.age),
    gender: form.gender ?? undefined,
    city: form.city?.name ?? '',
    ...(form.city?.id != null ? { cityId: form.city.id } : {}),
    profession: form.profession ?? '',
    sect: form.sect ?? undefined,
    ...(form.madhab ? { madhab: form.madhab } : {}),
  };
}

export function RegisterPage() {
  const t = useT();
  const locale = useLocale();
  const options = useOptionData();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const registerMember = useRegister();
  const navigate = useNavigate();
  // A plan chosen on /premium before registering is offered again right after (docs/decisions/0004-pages.md
  // "Buy before payments exist").
  const [query] = useSearchParams();
  const chosenPlan = PAID_PLAN_IDS.find((p) => p === query.get('plan'));
  const afterRegister = chosenPlan ? localizedPath(locale, `/premium?plan=${chosenPlan}`) : '/dashboard';
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = toPayload(form);
    const parsed = RegisterSchema.safeParse(payload);
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    if (!agreed) next.terms = t('auth.register.agreeRequired');
    setErrors(next);
    if (!parsed.success || !agreed) return;
    registerMember.mutate(payload as RegisterInput, { onSuccess: () => navigate(afterRegister, { replace: true }) });
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={{ text: t('auth.register.footerText'), linkLabel: t('auth.register.footerLink'), to: '/login' }}
    >
      <form onSubmit={submit} noValidate>
        <FormFieldset>
          <Stack>
            {registerMember.isError && (
              <FailureAlert
                title={t('auth.register.failedTitle')}
                error={registerMember.error}
                fallback={MESSAGES.registrationFailed}
              />
            )}
            <TextInput
              label={t('auth.register.fullName')}
              autoComplete="name"
              dir="auto"
              value={form.fullName}
              onChange={(e) => set('fullName', e.currentTarget.value)}
              error={errors.fullName}
              required
            />
            <EmailInput value={form.email} onChange={(v) => set('email', v)} error={errors.email} />
            <PasswordInput
              label={t('auth.field.password')}
              description={t('auth.register.passwordHint')}
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
              required
            />
            <SimpleGrid cols={2}>
              <NumberInput
                label={t('auth.register.age')}
                min={18}
                max={120}
                allowDecimal={false}
                clampBehavior="none"
                value={form.age}
                onChange={(v) => set('age', v)}
                error={errors.age}
                required
              />
              <Select
                label={t('auth.register.gender')}
                data={options('gender', GENDERS)}
                value={form.gender}
                onChange={(v) => set('gender', v)}
                error={errors.gender}
                required
              />
            </SimpleGrid>
            <CityPicker
              label={t('auth.register.city')}
              value={form.city}
              onChange={(v) => set('city', v)}
              error={errors.city ?? errors.cityId}
              required
            />
            <Select
              label={t('auth.register.profession')}
              data={options('profession', PROFESSIONS)}
              value={form.profession}
              onChange={(v) => set('profession', v)}
              error={errors.profession}
              required
            />
            <SimpleGrid cols={2}>
              <Select
                label={t('auth.register.sect')}
                data={options('sect', SECTS)}
                value={form.sect}
                onChange={(v) => set('sect', v)}
                error={errors.sect}
                required
              />
              <Select
                label={t('auth.register.madhab')}
                data={options('madhab', MADHABS)}
                value={form.madhab}
                onChange={(v) => set('madhab', v)}
                error={errors.madhab}
                clearable
              />
            </SimpleGrid>
            <Checkbox
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              error={errors.terms}
              label={
                <Trans
                  id="auth.register.agree"
                  components={{
                    0: <Link to={localizedPath(locale, '/terms')} />,
                    1: <Link to={localizedPath(locale, '/privacy')} />,
                  }}
                />
              }
            />
            <Button type="submit" loading={registerMember.isPending} fullWidth size="md">
              {t('auth.register.submit')}
            </Button>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  );
}
