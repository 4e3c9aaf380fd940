import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSignout } from '../../../hooks/use-signout.ts';
import { PROFIL_TEXT } from '../text.ts';

export function SignoutSection() {
  const navigate = useNavigate();
  const signout = useSignout();
  return (
    <Button
      color="red.9"
      variant="outline"
      size="md"
      loading={signout.isPending}
      onClick={() =>
        signout.mutate(undefined, { onSettled: () => navigate('/auth/login', { replace: true }) })
      }
    >
      {PROFIL_TEXT.signout.submit}
    </Button>
  );
}
