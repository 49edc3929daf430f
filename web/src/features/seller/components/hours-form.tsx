import { Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { SellerProfile } from '@tiffin/shared/api/seller';
import { WEEK_DAYS, type WeeklyHours } from '@tiffin/shared/opening-hours';
import { weeklyHoursSchema } from '@tiffin/shared/rules/opening-hours';
import { useState } from 'react';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { serverMessageOr } from '@/lib/api-error';
import { useUpdateHours } from '../api/profile';

export const HOURS_FALLBACK = 'The opening hours could not be saved.';

interface DayRow {
  closed: boolean;
  open: string;
  close: string;
}

/** What a day starts from in the form: its saved hours, else 9 AM to 10 PM. */
const TYPICAL = { open: '09:00', close: '22:00' };

const toRows = (hours: WeeklyHours | null): DayRow[] =>
  WEEK_DAYS.map((_, day) => {
    const hoursOfDay = hours ? hours[day] : TYPICAL;
    return hoursOfDay ? { closed: false, ...hoursOfDay } : { closed: true, ...TYPICAL };
  });

/**
 * Beyond the spec: the restaurant's weekly hours (India time), in a card of their own with one Save; the pause is
 * the header's Open / Paused switch. The server refuses to add to a cart or start a payment while the restaurant
 * is closed or paused.
 */
export function HoursForm({ profile }: { profile: SellerProfile }) {
  const save = useUpdateHours();
  const [always, setAlways] = useState(profile.hours === null);
  const [rows, setRows] = useState(() => toRows(profile.hours));
  const [problem, setProblem] = useState<string | null>(null);

  const change = (day: number, patch: Partial<DayRow>) =>
    setRows((current) => current.map((row, index) => (index === day ? { ...row, ...patch } : row)));

  // Only the hours change here; the pause stays as the header's switch set it.
  const send = () => {
    const hours = always ? null : rows.map((row) => (row.closed ? null : { open: row.open, close: row.close }));
    const checked = hours === null ? null : weeklyHoursSchema.safeParse(hours);
    if (checked && !checked.success) {
      setProblem(checked.error.issues[0]?.message ?? HOURS_FALLBACK);
      return;
    }
    setProblem(null);
    save.mutate({ hours, paused: profile.paused });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="hours-title">
      <Title order={2} size="h4" id="hours-title">
        Opening hours
      </Title>
      <Text size="sm" c="dimmed">
        {profile.paused
          ? 'Orders are paused now, whatever these hours say: the Open / Paused switch at the top resumes them.'
          : 'The Open / Paused switch at the top pauses orders at once, whatever these hours say.'}
      </Text>
      <Checkbox
        label="Open all day, every day"
        checked={always}
        onChange={(event) => setAlways(event.currentTarget.checked)}
      />
      {!always && (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} aria-label="Opening hours, India time">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Closed</Table.Th>
                <Table.Th>Opens</Table.Th>
                <Table.Th>Closes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {WEEK_DAYS.map((name, day) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Closed on ${name}`}
                      checked={rows[day]!.closed}
                      onChange={(event) => change(day, { closed: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  {(['open', 'close'] as const).map((edge) => (
                    <Table.Td key={edge}>
                      <TextInput
                        type="time"
                        aria-label={`${name} ${edge === 'open' ? 'opens' : 'closes'} at`}
                        value={rows[day]![edge]}
                        disabled={rows[day]!.closed}
                        onChange={(event) => change(day, { [edge]: event.currentTarget.value })}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        India time. Orders already being paid for when you close still go through.
      </Text>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {save.isError && <ErrorAlert>{serverMessageOr(save.error, HOURS_FALLBACK)}</ErrorAlert>}
      {save.isSuccess && <SuccessAlert>{save.data.message}</SuccessAlert>}
      <Group justify="flex-end">
        <Button onClick={send} loading={save.isPending}>
          Save hours
        </Button>
      </Group>
    </Stack>
  );
}
