import { Textarea, type TextareaProps } from '@mantine/core';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';

/** A text box that stops at `max` characters and says how many are used (read out as its description). */
export function CountedTextarea({
  max,
  value,
  ...props
}: Omit<TextareaProps, 'maxLength' | 'description'> & {
  max: number;
  value: string;
}) {
  const t = useT();
  const format = useFormat();
  const description = t('member.textarea.count', { length: format.number(value.length), max: format.number(max) });
  return <Textarea {...props} value={value} maxLength={max} description={description} />;
}
