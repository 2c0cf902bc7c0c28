import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';

const ANSWERS = ['yes', 'no', 'unanswered'] as const;
type Answer = (typeof ANSWERS)[number];

const answerOf = (value: unknown): Answer => (value === true ? 'yes' : value === false ? 'no' : 'unanswered');
const answerValue = (answer: string): boolean | null => (answer === 'yes' ? true : answer === 'no' ? false : null);

interface AnswerInputProps {
  label: string;
  value: unknown;
  error?: string;
  onChange: (value: boolean | null) => void;
}

/**
 * A faith question: Yes, No or Not answered (null), one group of three radio buttons named by the
 * question (docs/decisions/0064-finding-the-right-person.md "Completeness": a real "not answered").
 */
export function AnswerInput({ label, value, error, onChange }: AnswerInputProps) {
  const t = useT();
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: `${id}-label` }} error={error}>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        value={answerOf(value)}
        onChange={(answer) => onChange(answerValue(answer))}
        data={ANSWERS.map((answer) => ({ value: answer, label: t(`profile.answer.${answer}`) }))}
        fullWidth
        mt={4}
        color="emerald"
      />
    </Input.Wrapper>
  );
}
