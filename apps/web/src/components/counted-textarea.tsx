import { Textarea, type TextareaProps } from '@mantine/core';
import { formatLength } from '../lib/format';

/** A text box that stops at `max` characters and says how many are used (read out as its description). */
export function CountedTextarea({
  max,
  value,
  ...props
}: Omit<TextareaProps, 'maxLength' | 'description'> & {
  max: number;
  value: string;
}) {
  return <Textarea {...props} value={value} maxLength={max} description={formatLength(value.length, max)} />;
}
