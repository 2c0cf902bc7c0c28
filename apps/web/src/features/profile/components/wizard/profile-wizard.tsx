import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { incompleteSteps, type WizardStep } from '@mithaq/contracts/completeness';
import type { Member } from '@mithaq/contracts/profile';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useSaveWizard } from '../../api/save-wizard';
import { type PartnerDraft, partnerChanges, toPartnerDraft } from '../../lib/partner-draft';
import { type PartnerErrors, validatePartner } from '../../lib/partner-validate';
import { changedFields, type Draft, hasChanges, toDraft, validateUpdate } from '../../lib/profile-draft';
import { type FieldConfig, fieldConfig } from '../../lib/profile-fields';
import readable from '../../profile.module.css';
import { PartnerEditor } from '../partner/partner-editor';
import classes from './profile-wizard.module.css';
import { WizardOutcome } from './wizard-outcome';
import { WizardStepFields } from './wizard-step-fields';

/** Spec section 9: the wizard closes 0.6 s after a successful save. */
export const WIZARD_CLOSE_DELAY_MS = 600;

const fieldsOf = (step: WizardStep): FieldConfig[] => step.fields.map(fieldConfig);
/** The wizard never clears a saved value (spec section 2). */
const ONLY_FILLED = { onlyFilled: true } as const;
/** The generic fields' errors: the partner preferences' are checked on their own (lib/partner-validate.ts). */
const withoutPartner = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('partner.')));

/** The member's city as the wizard now holds it: the Personal step's pick, else the saved one. */
function homeCity(member: Member, draft: Draft) {
  const picked = 'cityId' in draft;
  const cityId = picked ? draft.cityId : member.cityId;
  const city = picked ? draft.city : member.city;
  return { cityId: typeof cityId === 'number' ? cityId : null, city: typeof city === 'string' && city ? city : null };
}

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
  const hasPartnerStep = steps.some((s) => s.key === 'partner');
  const [partnerDraft, setPartnerDraft] = useState<PartnerDraft>(() => toPartnerDraft(member.partner));
  const [partnerErrors, setPartnerErrors] = useState<PartnerErrors>({});
  const [active, setActive] = useState(0);
  /** Set once saved: the modal shows the outcome until it closes. */
  const [saved, setSaved] = useState<Member | null>(null);
  const save = useSaveWizard();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isPhone = useMediaQuery('(max-width: 36em)');
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const isLast = active === steps.length - 1;
  const isBusy = save.isPending || saved !== null;

  /** Whether the step passes its checks (showing what does not). */
  const checkStep = (step: WizardStep) => {
    if (step.key === 'partner') {
      const found = validatePartner(partnerChanges(member.partner, partnerDraft, ONLY_FILLED), t);
      setPartnerErrors(found);
      return Object.keys(found).length === 0;
    }
    const fields = fieldsOf(step);
    const found = withoutPartner(validateUpdate(changedFields(member, draft, fields, ONLY_FILLED), fields, t));
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = (current: Draft, currentPartner: PartnerDraft) => {
    const body = changedFields(member, current, allFields, ONLY_FILLED);
    const partner = hasPartnerStep ? partnerChanges(member.partner, currentPartner, ONLY_FILLED) : {};
    if (Object.keys(partner).length > 0) body.partner = partner;
    if (!hasChanges(body)) {
      onClose();
      return;
    }
    const found = withoutPartner(validateUpdate(body, allFields, t));
    const foundPartner = validatePartner(partner, t);
    setErrors(found);
    setPartnerErrors(foundPartner);
    const firstBad = steps.findIndex((s) =>
      s.key === 'partner' ? Object.keys(foundPartner).length > 0 : s.fields.some((f) => found[f]),
    );
    if (firstBad >= 0) {
      setActive(firstBad);
      return;
    }
    save.mutate(body, {
      onSuccess: (updated) => {
        notifications.show({ message: t('profile.toast.profileUpdated'), color: 'emerald' });
        // Spec section 4: the form resets, then the modal closes after 0.6 s.
        setDraft(toDraft(updated, allFields));
        setPartnerDraft(toPartnerDraft(updated.partner));
        setSaved(updated);
        closeTimer.current = setTimeout(onClose, WIZARD_CLOSE_DELAY_MS);
      },
      onError: (error) =>
        notifications.show({ message: errorMessage(error, t('profile.toast.profileSaveError')), color: 'red' }),
    });
  };

  const next = () => {
    const step = steps[active];
    if (!step || !checkStep(step)) return;
    if (isLast) submit(draft, partnerDraft);
    else setActive((a) => a + 1);
  };

  /** 'Skip for now' leaves this step as it was saved and moves on; on the last step it saves. */
  const skip = () => {
    const step = steps[active];
    if (!step) return;
    const restored = { ...draft, ...toDraft(member, fieldsOf(step)) };
    const restoredPartner = step.key === 'partner' ? toPartnerDraft(member.partner) : partnerDraft;
    setDraft(restored);
    setPartnerDraft(restoredPartner);
    setErrors({});
    setPartnerErrors({});
    if (isLast) submit(restored, restoredPartner);
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
                  {step.key === 'partner' ? (
                    <PartnerEditor
                      draft={partnerDraft}
                      onChange={setPartnerDraft}
                      owner={member}
                      // The city the Personal step may have just picked is the centre of a distance.
                      home={homeCity(member, draft)}
                      errors={partnerErrors}
                    />
                  ) : (
                    <WizardStepFields
                      fields={fieldsOf(step)}
                      draft={draft}
                      member={member}
                      errors={errors}
                      onChange={(path, value) => setDraft((d) => ({ ...d, [path]: value }))}
                    />
                  )}
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
