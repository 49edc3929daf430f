import { NotFound } from '@/components/not-found';

export default function UnknownAddress() {
  return <NotFound />;
}
