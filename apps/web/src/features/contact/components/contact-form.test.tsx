import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTACT,
  CONTACT_MESSAGES,
  HTTP_ERRORS,
  MARKETING_TEXTS,
  authEndpoints,
  contactEndpoints,
} from '@shortlist/contracts';
import { HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ContactForm } from './contact-form';

function renderContact(send: Parameters<typeof mockEndpoint<typeof contactEndpoints.send>>[1]) {
  server.use(
    mockEndpoint(authEndpoints.refresh, () => errorResponse(401, 'UNAUTHENTICATED', 'signed out')),
    mockEndpoint(contactEndpoints.send, send),
  );
  const user = userEvent.setup();
  renderWithApp(<ContactForm />, { path: '/contact' });
  return user;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Ada Lovelace');
  await user.type(field(/^Email/), 'ada@example.com');
  await user.type(field(/^Subject/), 'Hello');
  await user.type(field(/^Message/), 'A question about sharing.');
}

describe('ContactForm', () => {
  it('counts the characters of the subject and the message as they are typed', async () => {
    const user = renderContact({ ok: true });
    expect(screen.getByText(`0/${CONTACT.subjectMax}`)).toBeInTheDocument();
    expect(screen.getByText(`0/${CONTACT.messageMax}`)).toBeInTheDocument();

    await user.type(field(/^Subject/), 'Hello');
    await user.type(field(/^Message/), 'Hi there');

    expect(screen.getByText(`5/${CONTACT.subjectMax}`)).toBeInTheDocument();
    expect(screen.getByText(`8/${CONTACT.messageMax}`)).toBeInTheDocument();
  });

  it('requires all four fields', async () => {
    const user = renderContact({ ok: true });
    await user.click(sendButton());
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
  });

  it('refuses a subject over 25 and a message over 500 characters', async () => {
    const user = renderContact({ ok: true });
    await user.type(field(/^Subject/), 'x'.repeat(CONTACT.subjectMax + 1));
    await user.click(field(/^Message/));
    await user.paste('y'.repeat(CONTACT.messageMax + 1));
    await user.tab();

    expect(await screen.findByText(CONTACT_MESSAGES.subjectTooLong)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageTooLong)).toBeInTheDocument();
    expect(screen.getByText(`${CONTACT.subjectMax + 1}/${CONTACT.subjectMax}`)).toBeInTheDocument();
  });

  it('sends, shows the sending state for at least a second, then thanks and clears the form', async () => {
    let sent: unknown;
    const user = renderContact(async (request) => {
      sent = await request.json();
      return { ok: true };
    });
    await fill(user);
    const started = Date.now();
    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: MARKETING_TEXTS.sendingMessage })).toBeDisabled();
    expect(await screen.findByText(CONTACT_MESSAGES.sentTitle, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTACT.simulatedDelayMs - 50);
    expect(screen.getByText(CONTACT_MESSAGES.sentDescription)).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question about sharing.',
    });
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(field(/^Message/)).toHaveValue('');
  });

  it('says so when the message could not be sent, and keeps what was typed', async () => {
    const user = renderContact(() => errorResponse(500, 'INTERNAL', HTTP_ERRORS.internal));
    await fill(user);
    await user.click(sendButton());

    expect(await screen.findByText(CONTACT_MESSAGES.failedTitle, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.failedDescription)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('says "Please try again later." when the network fails', async () => {
    const user = renderContact(() => HttpResponse.error());
    await fill(user);
    await user.click(sendButton());

    expect(await screen.findByText(CONTACT_MESSAGES.failedTitle, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.failedDescription)).toBeInTheDocument();
    expect(field(/^Message/)).not.toHaveValue('');
  });

  it("shows the server's text when it gives one", async () => {
    const user = renderContact(() => errorResponse(429, 'RATE_LIMITED', HTTP_ERRORS.rateLimited));
    await fill(user);
    await user.click(sendButton());

    expect(await screen.findByText(CONTACT_MESSAGES.failedTitle, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(HTTP_ERRORS.rateLimited)).toBeInTheDocument();
  });
});
