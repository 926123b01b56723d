import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import type { stubWizard } from './wizard-fixtures.ts';

// Drives the part wizard as a user does: shared by the part-wizard-*.test.tsx files.

export type View = ReturnType<typeof renderApp>;
export type WizardRoutes = NonNullable<Parameters<typeof stubWizard>[0]>['routes'];

export async function openWizard(path = '/part/pump') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

export const flowRate = () => screen.findByRole('textbox', { name: /Flow rate/ });
export const next = (user: View['user']) => user.click(screen.getByRole('button', { name: 'Next' }));

/** The file picker's hidden input, as the browser's file dialog fills it. */
export function chooseFile(file: File) {
  const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [file] } });
}

export async function fillSpecification(user: View['user'], value = '500') {
  await user.type(await flowRate(), value);
  await next(user);
  await screen.findByRole('textbox', { name: 'Comment' });
}
