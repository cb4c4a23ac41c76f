import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTH_ERRORS,
  TWO_FACTOR_ERRORS,
  TWO_FACTOR_TEXTS,
  authEndpoints,
  signInStepsEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { SignInForm } from './sign-in-form';

function renderWithSecondStep(
  step: Parameters<typeof mockEndpoint<typeof signInStepsEndpoints.twoFactorSignIn>>[1],
) {
  const bodies: unknown[] = [];
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(authEndpoints.signIn, { twoFactorRequired: true, ticket: 'the-ticket' }),
    mockEndpoint(signInStepsEndpoints.twoFactorSignIn, async (request, params) => {
      bodies.push(await request.clone().json());
      return typeof step === 'function' ? step(request, params) : step;
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<SignInForm />, { path: '/auth', routePath: '/auth' });
  return { user, bodies };
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('form', { name: TWO_FACTOR_TEXTS.stepTitle });
}

describe("sign-in's second step", () => {
  it('asks for the code after a right password and signs in with it, trusting the device when asked', async () => {
    const { user, bodies } = renderWithSecondStep(makeSession());
    const form = await passwordStep(user);
    await user.type(within(form).getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '123456');
    await user.click(within(form).getByRole('checkbox', { name: TWO_FACTOR_TEXTS.trustDevice }));
    await user.click(within(form).getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText('other route')).toBeInTheDocument();
    expect(bodies).toEqual([{ ticket: 'the-ticket', code: '123456', trustDevice: true }]);
  });

  it("says a wrong code beside the button, and the spec's text when locked", async () => {
    let answers = 0;
    const { user } = renderWithSecondStep(() =>
      ++answers === 1
        ? errorResponse(401, 'INVALID_CREDENTIALS', TWO_FACTOR_ERRORS.invalidCode)
        : errorResponse(429, 'RATE_LIMITED', AUTH_ERRORS.tooManyRequests),
    );
    const form = await passwordStep(user);
    await user.type(within(form).getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '000000');
    await user.click(within(form).getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TWO_FACTOR_ERRORS.invalidCode);
    await user.click(within(form).getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(
      await within(form).findByText(AUTH_ERRORS.tooManyRequests, { selector: '[role=alert]' }),
    ).toBeInTheDocument();
  });

  it('takes a recovery code instead', async () => {
    const { user, bodies } = renderWithSecondStep(makeSession());
    const form = await passwordStep(user);
    await user.click(within(form).getByRole('button', { name: TWO_FACTOR_TEXTS.useRecovery }));
    await user.type(within(form).getByLabelText(TWO_FACTOR_TEXTS.recoveryCodeLabel), 'ABCDE-FGHJK');
    await user.click(within(form).getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText('other route')).toBeInTheDocument();
    expect(bodies).toEqual([{ ticket: 'the-ticket', code: 'ABCDEFGHJK', trustDevice: false }]);
  });
});
