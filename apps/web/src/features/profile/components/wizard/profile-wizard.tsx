import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { incompleteSteps, type WizardStep } from '@mithaq/contracts/completeness';
import type { Member } from '@mithaq/contracts/profile';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useSaveWizard } from '../../api/save-wizard';
import { changedFields, type Draft, hasChanges, toDraft, validateUpdate } from '../../lib/profile-draft';
import { type FieldConfig, fieldConfig, PARTNER_HINT } from '../../lib/profile-fields';
import readable from '../../profile.module.css';
import { HintText } from '../hint-text';
import classes from './profile-wizard.module.css';
import { WizardOutcome } from './wizard-outcome';
import { WizardStepFields } from './wizard-step-fields';

/** Spec section 9: the wizard closes 0.6 s after a successful save. */
export const WIZARD_CLOSE_DELAY_MS = 600;

const fieldsOf = (step: WizardStep): FieldConfig[] => step.fields.map(fieldConfig);

interface ProfileWizardProps {
  member: Member;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Complete Your Profile' (spec section 2): only the steps still missing, in order; every step can
 * be skipped (section 5); Submit on the last shown step sends only filled, changed fields.
 */
export function ProfileWizard({ member, opened, onClose }: ProfileWizardProps) {
  const t = useT();
  // The steps are fixed when the wizard opens, so saving does not reshuffle them under the member.
  const [steps] = useState(() => incompleteSteps(member));
  const allFields = steps.flatMap(fieldsOf);
  const [draft, setDraft] = useState<Draft>(() => toDraft(member, allFields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [active, setActive] = useState(0);
  /** Set once saved: the modal shows the outcome until it closes. */
  const [saved, setSaved] = useState<Member | null>(null);
  const save = useSaveWizard();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isPhone = useMediaQuery('(max-width: 36em)');
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const isLast = active === steps.length - 1;
  const isBusy = save.isPending || saved !== null;

  const stepErrors = (fields: FieldConfig[]) => {
    const found = validateUpdate(changedFields(member, draft, fields, { onlyFilled: true }), fields, t);
    setErrors(found);
    return found;
  };

  const submit = (current: Draft) => {
    const body = changedFields(member, current, allFields, { onlyFilled: true });
    if (!hasChanges(body)) {
      onClose();
      return;
    }
    const found = validateUpdate(body, allFields, t);
    setErrors(found);
    const firstBad = steps.findIndex((s) => s.fields.some((f) => found[f]));
    if (firstBad >= 0) {
      setActive(firstBad);
      return;
    }
    save.mutate(body, {
      onSuccess: (updated) => {
        notifications.show({ message: t('profile.toast.profileUpdated'), color: 'emerald' });
        // Spec section 4: the form resets, then the modal closes after 0.6 s.
        setDraft(toDraft(updated, allFields));
        setSaved(updated);
        closeTimer.current = setTimeout(onClose, WIZARD_CLOSE_DELAY_MS);
      },
      onError: (error) =>
        notifications.show({ message: errorMessage(error, t('profile.toast.profileSaveError')), color: 'red' }),
    });
  };

  const next = () => {
    const step = steps[active];
    if (!step || Object.keys(stepErrors(fieldsOf(step))).length > 0) return;
    if (isLast) submit(draft);
    else setActive((a) => a + 1);
  };

  /** 'Skip for now' leaves this step as it was saved and moves on; on the last step it saves. */
  const skip = () => {
    const step = steps[active];
    if (!step) return;
    const restored = { ...draft, ...toDraft(member, fieldsOf(step)) };
    setDraft(restored);
    setErrors({});
    if (isLast) submit(restored);
    else setActive((a) => a + 1);
  };

  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => undefined : onClose}
      title={t('profile.wizard.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('profile.wizard.close') }}
      className={readable.readable}
    >
      <Stack gap="lg">
        <Text c="gray.7">{t('profile.wizard.intro')}</Text>
        {steps.length === 0 || saved ? (
          <WizardOutcome member={saved ?? member} onClose={saved ? undefined : onClose} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <Stepper
              active={active}
              size="sm"
              classNames={{ steps: classes.steps, stepBody: classes.stepBody, separator: classes.separator }}
              aria-label={t('profile.wizard.stepsLabel')}
            >
              {steps.map((step, i) => (
                <Stepper.Step
                  key={step.key}
                  label={t(`profile.wizard.step.${step.key}`)}
                  aria-current={i === active ? 'step' : undefined}
                >
                  <Text size="sm" fw={600} c="gray.7" mb="sm" hiddenFrom="sm">
                    {t('profile.wizard.stepOf', {
                      step: i + 1,
                      count: steps.length,
                      label: t(`profile.wizard.step.${step.key}`),
                    })}
                  </Text>
                  <WizardStepFields
                    fields={fieldsOf(step)}
                    draft={draft}
                    member={member}
                    errors={errors}
                    hint={step.key === 'partner' ? <HintText id={PARTNER_HINT} /> : undefined}
                    onChange={(path, value) => setDraft((d) => ({ ...d, [path]: value }))}
                  />
                </Stepper.Step>
              ))}
            </Stepper>
            <Group justify="space-between" mt="xl" gap="sm">
              <Button variant="subtle" color="dark" onClick={skip} disabled={isBusy}>
                {t('profile.wizard.skip')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={() => setActive((a) => a - 1)} disabled={active === 0 || isBusy}>
                  {t('profile.wizard.back')}
                </Button>
                <Button type="submit" disabled={isBusy}>
                  {isLast
                    ? t(save.isPending ? 'profile.wizard.submitting' : 'profile.wizard.submit')
                    : t('profile.wizard.next')}
                </Button>
              </Group>
            </Group>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
