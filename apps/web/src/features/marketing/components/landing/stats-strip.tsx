import { Box, Container, Text } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import headings from '../headings.module.css';
import classes from './landing.module.css';

/**
 * Spec section 1, "Landing claims", without invented figures: what is true of Mithaq at any size, each a
 * word and what it means (docs/decisions/0069-landing-claims-without-invented-figures.md).
 */
const STATS = ['reviewed', 'private', 'verified', 'free'] as const;

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
              <Text
                component="span"
                display="block"
                mt={4}
                fz={{ base: 'sm', sm: 'md' }}
                c="gray.7"
                style={{ textWrap: 'balance' }}
              >
                {t(`marketing.stats.${stat}.label`)}
              </Text>
            </Box>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
