import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { TICK_LABEL_KEYS, type TickState } from '../lib/ticks';
import classes from './messages.module.css';

/** Spec section 4 "Message ticks": one tick sent, two delivered, two in the gold accent read. */
export function MessageTicks({ state }: { state: TickState }) {
  const t = useT();
  const label = t(TICK_LABEL_KEYS[state]);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`${classes.tick} ${state === 'read' ? classes.tickRead : ''}`}
      data-tick={state}
    >
      {state === 'sent' ? <IconCheck size={15} stroke={2.2} /> : <IconChecks size={15} stroke={2.2} />}
    </span>
  );
}
