import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { typedBeforeHydration, useReadyAfterAdopting } from '@/lib/typed-before-hydration';
import { pages } from '@/lib/pages';

/** A search goes to /foods with the term in navigation state (docs/product.md#home). */
export function SearchBox() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The home page is prerendered: a term typed before its code ran is the search's.
  const ready = useReadyAfterAdopting(() => {
    const typed = typedBeforeHydration(input.current);
    if (typed !== undefined) setTerm(typed);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchTerm = term.trim();
    if (!searchTerm) return;
    void navigate(pages.foods(), { state: { searchTerm } });
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: 560 }}>
      <TextInput
        ref={input}
        aria-label="Search for dishes or restaurants"
        placeholder="Search for dishes or restaurants"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        size="md"
        radius="xl"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" disabled={!ready} size={32} radius="xl" variant="filled" aria-label="Search">
            <IconArrowRight size={18} aria-hidden />
          </ActionIcon>
        }
        maxLength={100}
      />
    </form>
  );
}
