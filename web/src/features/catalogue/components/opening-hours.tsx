import { Button, Collapse, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { Restaurant } from '@tiffin/shared/api/catalogue';
import { WEEK_DAYS, dayHoursText, indiaWeekDay } from '@tiffin/shared/opening-hours';
import { useId } from 'react';
import classes from './opening-hours.module.css';

/**
 * Today's hours as a button that unfolds the whole week, Monday to Sunday, India time; today stands out. A
 * restaurant without hours is open all day and has no week to show.
 */
export function OpeningHours({ restaurant }: { restaurant: Pick<Restaurant, 'hours'> }) {
  const [opened, { toggle }] = useDisclosure(false);
  const weekId = useId();
  const { hours } = restaurant;
  if (!hours) return <Text size="sm">Open all day</Text>;
  const today = indiaWeekDay(new Date());

  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        color="dark"
        aria-expanded={opened}
        aria-controls={weekId}
        onClick={toggle}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        Today {dayHoursText(hours[today] ?? null)}
      </Button>
      <Collapse expanded={opened} id={weekId}>
        <ul aria-label="Opening hours" className={classes.week}>
          {WEEK_DAYS.map((name, day) => (
            <li key={name} className={classes.day} data-today={day === today || undefined}>
              <span>{name}</span>
              <span>{dayHoursText(hours[day] ?? null)}</span>
            </li>
          ))}
        </ul>
      </Collapse>
    </div>
  );
}
