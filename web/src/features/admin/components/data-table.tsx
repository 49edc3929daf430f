import { Group, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import classes from './data-table.module.css';

export type SortValue = string | number | boolean | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable, by this value. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right' | 'center';
  /** The header is read by assistive technology but not shown (an Actions column). */
  hideHeader?: boolean;
}

/** A cell's word for a value the row does not have ('No restaurant'), dimmed. */
export function NoValue({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
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

export interface DataTableProps<T> {
  /** Names the table (its caption). */
  caption: ReactNode;
  columns: Column<T>[];
  rows: T[];
  getRowKey: (row: T) => string;
  /** The column whose cell names its row (a row header). */
  rowHeader?: string;
  /** The first page is on its way: skeleton rows. */
  loading?: boolean;
  /** Said when there are no rows. */
  empty: ReactNode;
  defaultSort?: SortState;
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth?: number;
  /** Rows of a `<tfoot>` (totals). */
  footer?: ReactNode;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const isMissing = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' || typeof b === 'string') return collator.compare(String(a), String(b));
  return Number(a) - Number(b);
}

/** Sorts a copy; equal rows keep their order, and rows without a value go last either way. */
export function sortRows<T>(rows: T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.value);
      const bMissing = isMissing(b.value);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

const ariaSort = (direction: SortDirection) => (direction === 'asc' ? 'ascending' : 'descending');

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden className={direction ? undefined : classes.idleIcon} />;
}

/**
 * An admin table: a caption, headers that sort the rows they head (client-side, on the rows loaded so
 * far), skeleton rows while the first page loads, an empty message, and sideways scrolling on phones.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  getRowKey,
  rowHeader,
  loading = false,
  empty,
  defaultSort,
  minWidth = 720,
  footer,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const captionId = useId();
  const sortColumn = columns.find((column) => column.key === sort?.key && column.sortValue);

  const sorted = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  return (
    <Stack gap={6}>
      {/* The caption scrolls with a wide table; this copy stays in view (the caption is what is read). */}
      <Text size="sm" c="dimmed" aria-hidden>
        {caption}
      </Text>
      {/* Focusable, so a keyboard can scroll a table wider than the screen; positioned, so nothing inside escapes it. */}
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
                    {column.hideHeader ? (
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    ) : column.sortValue ? (
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
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              [0, 1, 2, 3, 4].map((i) => (
                <Table.Tr key={i} aria-hidden>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton h={14} w={column.hideHeader ? 80 : '80%'} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            ) : sorted.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              sorted.map((row) => (
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
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {footer && !loading && sorted.length > 0 && <Table.Tfoot>{footer}</Table.Tfoot>}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
