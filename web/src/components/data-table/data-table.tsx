import {
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import classes from './data-table.module.css';
import { RowActions, type RowAction } from './row-actions';
import { sortRows, type SortDirection, type SortState, type SortValue } from './sort-rows';
import { useStackedRows } from './use-stacked-rows';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable, by this value. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right' | 'center';
  /** In a row's card on a phone: 'badge' sits beside the row's name (a status); otherwise a labelled field. */
  card?: 'badge';
}

/** A cell's word for a value the row does not have ('No restaurant'), dimmed. */
export function NoValue({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" component="span">
      {children}
    </Text>
  );
}

/** A column of plain text, sortable by it; a row without the value says `missing` instead. */
export function textColumn<T>(
  key: string,
  header: string,
  value: (row: T) => string | null | undefined,
  missing?: string,
): Column<T> {
  return { key, header, cell: (row) => value(row) ?? <NoValue>{missing}</NoValue>, sortValue: value };
}

/**
 * A column of email addresses, sortable by them. An address may break before its '@' (a `wbr`), so a narrow table
 * wraps it there instead of growing past its frame.
 */
export function emailColumn<T>(key: string, header: string, value: (row: T) => string): Column<T> {
  return {
    key,
    header,
    cell: (row) => {
      const email = value(row);
      const at = email.lastIndexOf('@');
      return at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      );
    },
    sortValue: value,
  };
}

export interface DataTableProps<T> {
  /** Names the table (its caption), or the list of cards. */
  caption: ReactNode;
  columns: Column<T>[];
  rows: T[];
  getRowKey: (row: T) => string;
  /** The column whose cell names its row: a row header in the table, a card's title. */
  rowHeader: string;
  /** What can be done to a row: a last column of buttons, full-width buttons in a card. */
  actions?: (row: T) => RowAction[];
  /** The first page is on its way: skeleton rows. */
  loading?: boolean;
  /** Said when there are no rows. */
  empty: ReactNode;
  defaultSort?: SortState;
  /** Below this width the table scrolls sideways rather than squeeze (between the phone's cards and a laptop). */
  minWidth?: number;
  /** A last row of sums (a `<tfoot>`; a card of its own on a phone), by column key. */
  totals?: { label: string; cells: Partial<Record<string, ReactNode>> };
}

const ariaSort = (direction: SortDirection) => (direction === 'asc' ? 'ascending' : 'descending');

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden className={direction ? undefined : classes.idleIcon} />;
}

interface ViewProps<T> extends DataTableProps<T> {
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
}

/**
 * Rows of records with what can be done to each: a table on a laptop, whose headers sort the rows (client-side,
 * the rows loaded so far); below Mantine's `md` breakpoint a list of cards, one a row, with its name, its status
 * badges, its other fields labelled, and every action as a full-width button. Skeletons while the first page
 * loads, an empty message, and a row of totals if given.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, defaultSort } = props;
  const stacked = useStackedRows();
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const sortColumn = columns.find((column) => column.key === sort?.key && column.sortValue);

  const sorted = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  const View = stacked ? RowCards : RowTable;
  return <View {...props} rows={sorted} sort={sort} onSort={setSort} />;
}

function RowTable<T>({
  caption,
  columns,
  rows,
  getRowKey,
  rowHeader,
  actions,
  loading = false,
  empty,
  minWidth = 0,
  totals,
  sort,
  onSort,
}: ViewProps<T>) {
  const captionId = useId();
  const columnCount = columns.length + (actions ? 1 : 0);
  const toggle = (key: string) =>
    onSort(
      sort?.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    );

  return (
    <Stack gap={6}>
      {/* The caption scrolls with a wide table; this copy stays in view (the caption is what is read). */}
      <Text size="sm" c="dimmed" aria-hidden>
        {caption}
      </Text>
      {/* Focusable, so a keyboard can scroll a table wider than its frame; positioned, so nothing inside escapes it. */}
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        style={{ position: 'relative' }}
      >
        <Table striped highlightOnHover verticalSpacing="sm" captionSide="top" aria-busy={loading}>
          <Table.Caption id={captionId} className={classes.caption}>
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key && column.sortValue ? sort.direction : null;
                return (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    ta={column.align}
                    aria-sort={direction ? ariaSort(direction) : undefined}
                    className={classes.th}
                  >
                    {column.sortValue ? (
                      <UnstyledButton onClick={() => toggle(column.key)} className={classes.sortButton}>
                        <Group
                          component="span"
                          gap={4}
                          wrap="nowrap"
                          justify={column.align === 'right' ? 'flex-end' : undefined}
                        >
                          <span>{column.header}</span>
                          <SortIcon direction={direction} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
              {actions && (
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              [0, 1, 2, 3, 4].map((i) => (
                <Table.Tr key={i} aria-hidden>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton h={14} w="80%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="lg">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={getRowKey(row)}>
                  {columns.map((column) =>
                    column.key === rowHeader ? (
                      <Table.Th key={column.key} scope="row" ta={column.align} className={classes.rowHeader}>
                        {column.cell(row)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column.key} ta={column.align}>
                        {column.cell(row)}
                      </Table.Td>
                    ),
                  )}
                  {actions && (
                    <Table.Td ta="right">
                      <RowActions actions={actions(row)} layout="inline" />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {totals && !loading && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                {columns.map((column) =>
                  column.key === rowHeader ? (
                    <Table.Th key={column.key} scope="row">
                      {totals.label}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.key} ta={column.align} fw={700}>
                      {totals.cells[column.key]}
                    </Table.Td>
                  ),
                )}
                {actions && <Table.Td />}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A phone's order of the rows: one choice for each sortable column and direction. */
function SortSelect<T>({ columns, sort, onSort }: Pick<ViewProps<T>, 'columns' | 'sort' | 'onSort'>) {
  const sortable = columns.filter((column) => column.sortValue);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.key}:${sort.direction}` : '';
  return (
    <NativeSelect
      label="Sort by"
      size="md"
      value={value}
      onChange={(event) => {
        const [key, direction] = event.currentTarget.value.split(':') as [string, SortDirection | undefined];
        onSort(key && direction ? { key, direction } : null);
      }}
      data={[
        ...(sort ? [] : [{ value: '', label: 'As listed' }]),
        ...sortable.flatMap((column) => [
          { value: `${column.key}:asc`, label: `${column.header}, ascending` },
          { value: `${column.key}:desc`, label: `${column.header}, descending` },
        ]),
      ]}
    />
  );
}

/** A card's fields: each label over its value. */
function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <Text component="dt" size="xs" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

function RowCards<T>(props: ViewProps<T>) {
  const { caption, columns, rows, getRowKey, rowHeader, actions, loading = false, empty, totals } = props;
  const captionId = useId();
  const titleColumn = columns.find((column) => column.key === rowHeader);
  const badges = columns.filter((column) => column.card === 'badge' && column.key !== rowHeader);
  const fields = columns.filter((column) => column.card !== 'badge' && column.key !== rowHeader);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={captionId}>
        {caption}
      </Text>
      {!loading && rows.length > 1 && <SortSelect columns={columns} sort={props.sort} onSort={props.onSort} />}
      {loading ? (
        <Stack gap="sm" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder padding="md">
              <Stack gap="sm">
                <Skeleton h={18} w="50%" />
                <Skeleton h={14} />
                <Skeleton h={14} w="70%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} className={classes.cards} aria-labelledby={captionId}>
          {rows.map((row) => {
            const key = getRowKey(row);
            const titleId = `${captionId}-${key}`;
            return (
              <Card key={key} component="li" withBorder padding="md" aria-labelledby={titleId} data-row>
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Text component="div" fw={700} id={titleId} className={classes.cardTitle}>
                      {titleColumn?.cell(row)}
                    </Text>
                    {badges.length > 0 && (
                      <Group gap={6}>
                        {badges.map((column) => (
                          <span key={column.key}>{column.cell(row)}</span>
                        ))}
                      </Group>
                    )}
                  </Group>
                  {fields.length > 0 && (
                    <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
                      {fields.map((column) => (
                        <Field key={column.key} label={column.header}>
                          {column.cell(row)}
                        </Field>
                      ))}
                    </SimpleGrid>
                  )}
                  {actions && <RowActions actions={actions(row)} layout="stacked" />}
                </Stack>
              </Card>
            );
          })}
          {totals && (
            <Card component="li" withBorder padding="md" bg="gray.0" aria-labelledby={`${captionId}-totals`}>
              <Stack gap="sm">
                <Text fw={700} id={`${captionId}-totals`}>
                  {totals.label}
                </Text>
                <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
                  {columns
                    .filter((column) => column.key in totals.cells)
                    .map((column) => (
                      <Field key={column.key} label={column.header}>
                        <strong>{totals.cells[column.key]}</strong>
                      </Field>
                    ))}
                </SimpleGrid>
              </Stack>
            </Card>
          )}
        </Stack>
      )}
    </Stack>
  );
}
