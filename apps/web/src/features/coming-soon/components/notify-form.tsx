import { Alert, Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LaunchNotifyBody, LaunchNotifyBodySchema, MESSAGES } from '@specsource/contracts';
import { useNotifyAtLaunch } from '../../../api/part-types.ts';
import { isApiError } from '../../../lib/api-error.ts';

interface NotifyFormProps {
  partType: string;
  /** The button's words, as the admin wrote them ('Notify me at launch'). */
  actionText: string;
  /** The signed-in customer's e-mail, to start from. */
  email: string;
}

/** 'Notify me': one e-mail, checked as the server checks it; the server's answer says whether it was new. */
export function NotifyForm({ partType, actionText, email }: NotifyFormProps) {
  const notify = useNotifyAtLaunch();
  const form = useForm<LaunchNotifyBody>({
    initialValues: { email },
    validate: schemaResolver(LaunchNotifyBodySchema, { sync: true }),
  });

  if (notify.isSuccess) {
    return (
      <Alert color="green" role="status" title="You are on the list">
        {notify.data.detail}
      </Alert>
    );
  }
  const failure =
    notify.error && !(isApiError(notify.error) && notify.error.fieldErrors.email)
      ? isApiError(notify.error)
        ? notify.error.detail
        : MESSAGES.internalError
      : null;

  return (
    <form
      noValidate
      aria-label="Notify me at launch"
      onSubmit={form.onSubmit((body) =>
        notify.mutate(
          { partType, body },
          {
            onError: (error) => {
              const [message] = isApiError(error) ? (error.fieldErrors.email ?? []) : [];
              if (message !== undefined) {
                form.setFieldError('email', message);
              }
            },
          },
        ),
      )}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          style={{ flex: '1 1 240px' }}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          loading={notify.isPending}
          mt={{ base: 0, xs: 25 }}
          w={{ base: '100%', xs: 'auto' }}
        >
          {actionText}
        </Button>
      </Group>
      {failure === null ? null : (
        <Alert color="red" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
    </form>
  );
}
