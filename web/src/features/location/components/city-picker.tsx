import { Select } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { CITIES } from '../cities';

interface CityPickerProps {
  value: string | null;
  onChange: (city: string) => void;
  autoFocus?: boolean;
}

export function CityPicker({ value, onChange, autoFocus }: CityPickerProps) {
  return (
    <Select
      label="Your city"
      placeholder="Choose your city"
      data={CITIES.map((c) => ({ value: c.value, label: c.label }))}
      value={value && CITIES.some((c) => c.value === value) ? value : null}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      allowDeselect={false}
      leftSection={<IconMapPin size={16} aria-hidden />}
      w={{ base: '100%', xs: 240 }}
      autoFocus={autoFocus}
    />
  );
}
