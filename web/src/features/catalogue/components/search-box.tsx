import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** A search goes to /foods with the term in navigation state (spec 2.6). */
export function SearchBox() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchTerm = term.trim();
    if (!searchTerm) return;
    void navigate('/foods', { state: { searchTerm } });
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: 560 }}>
      <TextInput
        aria-label="Search for dishes or restaurants"
        placeholder="Search for dishes or restaurants"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        size="md"
        radius="xl"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" size={32} radius="xl" variant="filled" aria-label="Search">
            <IconArrowRight size={18} aria-hidden />
          </ActionIcon>
        }
        maxLength={100}
      />
    </form>
  );
}
