import '../../../app/styles/mantine-app';
import { Button, Checkbox, NumberInput, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  GENDERS,
  MADHABS,
  MESSAGES,
  PAID_PLAN_IDS,
  PROFESSIONS,
  type RegisterInput,
  RegisterSchema,
  SECTS,
} from '@mithaq/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormFieldset } from '../../../components/form-fieldset';
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
  city: string;
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
  city: '',
  profession: null,
  sect: null,
  madhab: null,
};

/** Spec section 5: age sent as a number; an empty madhab is omitted. */
function toPayload(form: FormState): Record<string, unknown> {
  return {
    fullName: form.fullName,
    email: form.email,
    password: form.password,
    age: form.age === '' ? undefined : Number(form.age),
    gender: form.gender ?? undefined,
    city: form.city,
    profession: form.profession ?? '',
    sect: form.sect ?? undefined,
    ...(form.madhab ? { madhab: form.madhab } : {}),
  };
}

export function RegisterPage() {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const registerMember = useRegister();
  const navigate = useNavigate();
  // A plan chosen on /premium before registering is offered again right after (docs/decisions.md).
  const [query] = useSearchParams();
  const chosenPlan = PAID_PLAN_IDS.find((p) => p === query.get('plan'));
  const afterRegister = chosenPlan ? `/premium?plan=${chosenPlan}` : '/dashboard';
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = toPayload(form);
    const parsed = RegisterSchema.safeParse(payload);
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    if (!agreed) next.terms = 'Please confirm you are 18 or older and accept the Terms.';
    setErrors(next);
    if (!parsed.success || !agreed) return;
    registerMember.mutate(payload as RegisterInput, { onSuccess: () => navigate(afterRegister, { replace: true }) });
  };

  return (
    <AuthCard
      title="Create your profile"
      subtitle="Free to join. Your contact details stay private."
      footer={{ text: 'Already a member?', linkLabel: 'Login', to: '/login' }}
    >
      <form onSubmit={submit} noValidate>
        <FormFieldset>
          <Stack>
            {registerMember.isError && (
              <FailureAlert
                title="Could not register"
                error={registerMember.error}
                fallback={MESSAGES.registrationFailed}
              />
            )}
            <TextInput
              label="Full name"
              autoComplete="name"
              value={form.fullName}
              onChange={(e) => set('fullName', e.currentTarget.value)}
              error={errors.fullName}
              required
            />
            <EmailInput value={form.email} onChange={(v) => set('email', v)} error={errors.email} />
            <PasswordInput
              label="Password"
              description="At least 6 characters"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
              required
            />
            <SimpleGrid cols={2}>
              <NumberInput
                label="Age"
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
                label="Gender"
                data={[...GENDERS]}
                value={form.gender}
                onChange={(v) => set('gender', v)}
                error={errors.gender}
                required
              />
            </SimpleGrid>
            <TextInput
              label="City"
              autoComplete="address-level2"
              value={form.city}
              onChange={(e) => set('city', e.currentTarget.value)}
              error={errors.city}
              required
            />
            <Select
              label="Profession"
              data={[...PROFESSIONS]}
              value={form.profession}
              onChange={(v) => set('profession', v)}
              error={errors.profession}
              required
            />
            <SimpleGrid cols={2}>
              <Select
                label="Sect"
                data={[...SECTS]}
                value={form.sect}
                onChange={(v) => set('sect', v)}
                error={errors.sect}
                required
              />
              <Select
                label="Madhab (optional)"
                data={[...MADHABS]}
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
                <>
                  I am 18 or older, able to enter a nikah, and accept the <Link to="/terms">Terms</Link> and{' '}
                  <Link to="/privacy">Privacy Policy</Link>.
                </>
              }
            />
            <Button type="submit" loading={registerMember.isPending} fullWidth size="md">
              Register Free
            </Button>
          </Stack>
        </FormFieldset>
      </form>
    </AuthCard>
  );
}
