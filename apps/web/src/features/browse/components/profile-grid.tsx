import type { ReactNode } from 'react';
import classes from './profile-grid.module.css';

/** One column on phones, two on tablets, three on desktop. */
export function ProfileGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
