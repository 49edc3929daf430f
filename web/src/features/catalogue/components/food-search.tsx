import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

interface FoodSearchProps {
  /** The search in force; remount (key) to reset the box when it changes elsewhere. */
  value: string | undefined;
  onSearch: (term: string | undefined) => void;
}

/** The /foods search box: a dish or restaurant name, searched on Enter. */
export function FoodSearch({ value, onSearch }: FoodSearchProps) {
  const [term, setTerm] = useState(value ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim() || undefined);
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: 560 }}>
      {/* Named 'Search' for screen readers; the placeholder and the icon say it to the eye, in one line less. */}
      <TextInput
        aria-label="Search"
        placeholder="Search for dishes or restaurants"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSectionWidth={value || term ? 68 : 40}
        rightSection={
          <Group gap={4} wrap="nowrap">
            {(value || term) && (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  setTerm('');
                  onSearch(undefined);
                }}
              />
            )}
            <ActionIcon type="submit" size={28} variant="filled" aria-label="Search">
              <IconArrowRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        }
        maxLength={100}
      />
    </form>
  );
}
