import { Trans } from '@lingui/react';
import { Alert, Box, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LANGUAGES, MADHABS, MARITAL_STATUSES, RELIGIOUS_COMMITMENTS, SECTS } from '@mithaq/contracts/options';
import type { PartnerCriterion } from '@mithaq/contracts/partner-criteria';
import { type ReactNode, useId } from 'react';
import { useT } from '../../../../i18n/use-t';
import { preferenceText, shownCriteria } from '../../../../lib/partner-text';
import { usePartnerText } from '../../../../lib/use-partner-text';
import { isSet, type PartnerDraft, patchPartner, type SavedPartner, setMust } from '../../lib/partner-draft';
import type { PartnerErrors } from '../../lib/partner-validate';
import { CriterionRow } from './criterion-row';
import classes from './partner-editor.module.css';
import { EducationSelect, ListSelect, ProfessionSelect } from './partner-lists';
import { AgeRange, HeightRange } from './partner-ranges';
import { type HomeCity, PartnerWhere } from './partner-where';

export interface PartnerEditorProps {
  draft: PartnerDraft;
  onChange: (next: PartnerDraft) => void;
  /** The member: whom they look for (the opposite gender) and the notes older text left. */
  owner: { gender: string; partner: SavedPartner };
  home: HomeCity;
  errors?: PartnerErrors;
}

const LISTS = {
  maritalStatus: { list: 'maritalStatus', options: MARITAL_STATUSES },
  sect: { list: 'sect', options: SECTS },
  madhab: { list: 'madhab', options: MADHABS },
  religiousCommitment: { list: 'religiousCommitment', options: RELIGIOUS_COMMITMENTS },
  motherTongue: { list: 'language', options: LANGUAGES },
} as const;

/**
 * The partner preferences' controls, shared by the wizard's last step and the profile's Partner
 * Preferences section (docs/decisions/0064-finding-the-right-person.md): each preference with its
 * Must / Prefer choice, the family background in the member's words, and the notes older text left.
 */
export function PartnerEditor({ draft, onChange, owner, home, errors = {} }: PartnerEditorProps) {
  const t = useT();
  const ctx = usePartnerText();
  const mustHintId = useId();
  const patch = (p: Partial<PartnerDraft>) => onChange(patchPartner(draft, p));
  const note = owner.partner?.note?.trim();
  const ageNote = owner.partner?.ageNote?.trim();

  const controls = (criterion: PartnerCriterion, name: string): ReactNode => {
    switch (criterion) {
      case 'age':
        return (
          <>
            <AgeRange draft={draft} onChange={patch} />
            {ageNote && draft.ageMin === null && (
              <Text size="xs" c="gray.7">
                <Trans id="profile.range.oldNote" values={{ note: <bdi>{ageNote}</bdi> }} />
              </Text>
            )}
          </>
        );
      case 'height':
        return <HeightRange draft={draft} onChange={patch} />;
      case 'prays':
      case 'hijab':
      case 'beard':
        return (
          <Checkbox
            label={t(`profile.partner.value.${criterion}`)}
            checked={draft[criterion] === true}
            onChange={(e) => patch({ [criterion]: e.currentTarget.checked ? true : null })}
          />
        );
      case 'education':
        return <EducationSelect value={draft.education} onChange={(education) => patch({ education })} />;
      case 'profession':
        return (
          <ProfessionSelect name={name} value={draft.profession} onChange={(profession) => patch({ profession })} />
        );
      case 'location':
        return <PartnerWhere draft={draft} home={home} onChange={patch} />;
      default: {
        const { list, options } = LISTS[criterion];
        return (
          <ListSelect
            name={name}
            list={list}
            options={options}
            value={draft[criterion]}
            onChange={(values) => patch({ [criterion]: values })}
          />
        );
      }
    }
  };

  const summary = (criterion: PartnerCriterion) =>
    criterion === 'age' || criterion === 'height'
      ? (preferenceText(ctx, draft, criterion) ?? t('profile.partner.any'))
      : undefined;

  const criteria = shownCriteria(owner.gender).filter((c) => c !== 'location');
  const row = (criterion: PartnerCriterion) => (
    <CriterionRow
      key={criterion}
      criterion={criterion}
      isSet={isSet(draft, criterion)}
      isMust={draft.must.includes(criterion)}
      onMustChange={(isMust) => onChange(setMust(draft, criterion, isMust))}
      summary={summary(criterion)}
      mustHintId={mustHintId}
      error={errors[criterion]}
    >
      {(name) => controls(criterion, name)}
    </CriterionRow>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" id={mustHintId}>
        {t('profile.partner.mustHint')}
      </Text>
      {errors.form && (
        <Alert color="red" variant="light" role="alert">
          {errors.form}
        </Alert>
      )}
      {note && (
        <Alert color="gray" variant="light" title={t('profile.partner.noteTitle')}>
          <Text size="sm">
            <Trans id="profile.partner.note" values={{ note: <bdi>{note}</bdi> }} />
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {criteria.map(row)}
        {/* Free text, never a must; beside the last list, before "where" takes the whole width. */}
        <Box className={classes.row}>
          <TextInput
            label={t('profile.field.partner.familyBackground')}
            placeholder={t('profile.placeholder.partner.familyBackground')}
            value={draft.familyBackground}
            onChange={(e) => patch({ familyBackground: e.currentTarget.value })}
            error={errors.familyBackground}
            maxLength={200}
            classNames={draft.familyBackground.trim() ? { input: 'user-text' } : undefined}
          />
        </Box>
        <div style={{ gridColumn: '1 / -1' }}>{row('location')}</div>
      </SimpleGrid>
    </Stack>
  );
}
