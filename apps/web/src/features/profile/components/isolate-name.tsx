import type { MessageValues } from '../../../i18n/use-t';

/**
 * A message's values with the member's name isolated (`<bdi>`), for `<Trans values>`: an English name
 * in an Urdu sentence, or an Urdu name in an English one, keeps its own direction.
 */
export function isolateName(values: MessageValues = {}): MessageValues {
  return typeof values.name === 'string' ? { ...values, name: <bdi>{values.name}</bdi> } : values;
}
