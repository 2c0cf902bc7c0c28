import { Box, Container, Text } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import headings from '../headings.module.css';
import classes from './landing.module.css';

/** Spec section 1, "Landing claims": each figure and its label, in the `marketing` catalog. */
const STATS = ['members', 'countries', 'verified', 'matched'] as const;

export function StatsStrip() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="stats-title" bg="white" style={{ borderBlock: '1px solid #eadfca' }}>
      <h2 id="stats-title" className={classes.visuallyHidden}>
        {t('marketing.stats.title')}
      </h2>
      <Container size="lg" py={{ base: 'xl', sm: 40 }}>
        <ul className={classes.stats}>
          {STATS.map((stat) => (
            <Box component="li" key={stat} ta="center">
              <Text
                component="strong"
                display="block"
                fz={{ base: 30, sm: 40 }}
                fw={700}
                className={headings.tight}
                c="emerald.7"
              >
                {t(`marketing.stats.${stat}.value`)}
              </Text>
              <Text component="span" display="block" mt={4} fz={{ base: 'sm', sm: 'md' }} c="gray.7">
                {t(`marketing.stats.${stat}.label`)}
              </Text>
            </Box>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
