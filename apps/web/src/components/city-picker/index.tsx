import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { withCatalogs } from '../../i18n/i18n';
import type { CityMultiPickerProps } from './city-multi-picker';
import type { CityPickerProps } from './city-picker';

// Types only: a value imported from here would put city-choice.ts in the page's first download.
export type { CityChoice, PickedCity } from './city-choice';
export type { CityMultiPickerProps, CityPickerProps };

// The pickers' code and their texts (the `forms` catalog) come when a form first draws one, not with
// the page that links to the form; a page that did not load `forms` itself still gets the texts.
const LazyCityPicker = /* @__PURE__ */ lazy(() =>
  withCatalogs(() => import('./city-picker'), ['forms']).then((m) => ({ default: m.CityPicker })),
);
const LazyCityMultiPicker = /* @__PURE__ */ lazy(() =>
  withCatalogs(() => import('./city-multi-picker'), ['forms']).then((m) => ({ default: m.CityMultiPicker })),
);

/** The field as it stands until the picker is there: same label and text, so nothing moves. */
function Placeholder({ label, text, required }: { label: string; text: string; required?: boolean }) {
  return <TextInput label={label} value={text} required={required} readOnly dir="auto" />;
}

/** One city, picked from the gazetteer's suggestions or typed (city-picker.tsx). */
export function CityPicker(props: CityPickerProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} text={props.value?.name ?? ''} required={props.required} />}>
      <LazyCityPicker {...props} />
    </Suspense>
  );
}

/** Up to 30 cities of the gazetteer, as chips (city-multi-picker.tsx). */
export function CityMultiPicker(props: CityMultiPickerProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} text="" />}>
      <LazyCityMultiPicker {...props} />
    </Suspense>
  );
}
