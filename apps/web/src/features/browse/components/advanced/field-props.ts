import type { FilterForm } from '../../filters';

/** What each group of the advanced search reads and changes. */
export interface FieldsProps {
  value: FilterForm;
  /** Changes some filters, the others kept. */
  update: (patch: Partial<FilterForm>) => void;
}
