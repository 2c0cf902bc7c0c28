import { RangeSlider } from '@mantine/core';
import { HEIGHTS } from '@mithaq/contracts/options';
import { PARTNER_AGE_MAX, PARTNER_AGE_MIN } from '@mithaq/contracts/profile-rules';
import { formatHeight } from '../../../../i18n/option-labels';
import { useT } from '../../../../i18n/use-t';
import type { PartnerDraft } from '../../lib/partner-draft';
import classes from './partner-editor.module.css';

interface RangeProps {
  draft: PartnerDraft;
  onChange: (patch: Partial<PartnerDraft>) => void;
}

/**
 * The partner's age, 18 to 80: the whole span asks nothing (null, null), any narrower one sets both
 * ends, as the contract wants them together (contracts partner.ts `PartnerInputSchema`).
 */
export function AgeRange({ draft, onChange }: RangeProps) {
  const t = useT();
  return (
    <RangeSlider
      className={classes.slider}
      min={PARTNER_AGE_MIN}
      max={PARTNER_AGE_MAX}
      minRange={0}
      value={[draft.ageMin ?? PARTNER_AGE_MIN, draft.ageMax ?? PARTNER_AGE_MAX]}
      onChange={([from, to]) =>
        onChange(
          from === PARTNER_AGE_MIN && to === PARTNER_AGE_MAX
            ? { ageMin: null, ageMax: null }
            : { ageMin: from, ageMax: to },
        )
      }
      thumbFromLabel={t('profile.partner.ageFrom')}
      thumbToLabel={t('profile.partner.ageTo')}
      thumbValueText={(age) => t('profile.header.age', { age })}
      // Grey while the whole span is chosen: nothing is asked.
      color={draft.ageMin === null ? 'gray.5' : 'emerald'}
    />
  );
}

const LAST = HEIGHTS.length - 1;
const heightIndex = (height: string | null, fallback: number) => {
  const i = height === null ? -1 : HEIGHTS.indexOf(height);
  return i < 0 ? fallback : i;
};

/**
 * The partner's height over the 31 steps of the profile's height list: the shortest step leaves the
 * lower end open and the tallest the upper one (either end may be set on its own).
 */
export function HeightRange({ draft, onChange }: RangeProps) {
  const t = useT();
  const label = (i: number) => formatHeight(t, HEIGHTS[i] ?? '');
  return (
    <RangeSlider
      className={classes.slider}
      min={0}
      max={LAST}
      minRange={0}
      value={[heightIndex(draft.heightMin, 0), heightIndex(draft.heightMax, LAST)]}
      onChange={([from, to]) =>
        onChange({
          heightMin: from === 0 ? null : (HEIGHTS[from] ?? null),
          heightMax: to === LAST ? null : (HEIGHTS[to] ?? null),
        })
      }
      label={label}
      thumbFromLabel={t('profile.partner.heightFrom')}
      thumbToLabel={t('profile.partner.heightTo')}
      thumbValueText={label}
      color={draft.heightMin === null && draft.heightMax === null ? 'gray.5' : 'emerald'}
    />
  );
}
