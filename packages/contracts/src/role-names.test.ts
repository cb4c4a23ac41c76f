import { describe, expect, it } from 'vitest';
import { renderActivity } from './activity';
import { invitationSignUpPath, signInAsPath } from './paths';
import { renderNotification } from './notifications';
import { COLLABORATOR_ROLES, FOLDER_ROLES, roleName, roleWord } from './roles';
import { COMMENT_TEXTS } from './messages/comments';
import { ROLE_ERRORS, ROLE_TEXTS } from './messages/roles';
import { SHARING_TEXTS } from './messages/sharing';

/** One name per role: every screen, mail, feed and notification takes it from ROLE_TEXTS.names. */
describe('role names', () => {
  it('are the one map, as labels and inside sentences', () => {
    expect(FOLDER_ROLES.map(roleName)).toEqual(['Viewer', 'Rater', 'Editor', 'Owner']);
    expect(FOLDER_ROLES.map(roleWord)).toEqual(['viewer', 'rater', 'editor', 'owner']);
    for (const role of FOLDER_ROLES) expect(roleName(role)).toBe(ROLE_TEXTS.names[role]);
    // a payload from before roles reads as it was written
    expect(roleName('edit')).toBe('edit');
  });

  it('are what the activity feed and the notifications say', () => {
    for (const role of COLLABORATOR_ROLES) {
      const word = ROLE_TEXTS.names[role].toLowerCase();
      expect(renderActivity('member.joined', { folderName: 'Homes', role }).detail).toBe(`As ${word}`);
      expect(
        renderActivity('member.role', { memberName: 'Rita Rater', folderName: 'Homes', role }).action,
      ).toBe(`made Rita Rater ${word} of Homes`);
      expect(
        renderNotification('role.changed', { folderName: 'Homes', role, byName: 'Ann Owner' }).body,
      ).toBe(`Ann Owner made you ${word} of Homes.`);
    }
  });

  it('are what the invitation e-mails, the sharing dialog and the role refusals say', () => {
    for (const role of COLLABORATOR_ROLES) {
      const line = `Your role: ${ROLE_TEXTS.names[role]}.`;
      expect(SHARING_TEXTS.mailSignUpText('Ann Owner', 'Homes', 'https://x.test/a', role)).toContain(line);
      expect(SHARING_TEXTS.mailAddedText('Ann Owner', 'Homes', 'https://x.test/a', role)).toContain(line);
      expect(
        SHARING_TEXTS.mailBasicText('Ann Owner', 'Homes', 'https://x.test/a', 'https://x.test/p', role),
      ).toContain(line);
      expect(SHARING_TEXTS.description).toContain(ROLE_TEXTS.names[role]);
      expect(ROLE_ERRORS.roleInvalid).toContain(ROLE_TEXTS.names[role].toLowerCase());
    }
    expect(ROLE_ERRORS.cannotComment).toContain(`${ROLE_TEXTS.names.rater.toLowerCase()} access`);
    expect(COMMENT_TEXTS.viewerHint).toBe(ROLE_ERRORS.cannotComment);
  });
});

describe('the links of invitation e-mails', () => {
  it('carry the token and the address in the fragment, never in the query', () => {
    const link = new URL(invitationSignUpPath('tok_en-1', 'Ann+x@example.com'), 'https://x.test');
    expect(link.pathname).toBe('/auth');
    expect(link.search).toBe('?mode=signup');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect([fragment.get('invitation'), fragment.get('email')]).toEqual(['tok_en-1', 'Ann+x@example.com']);

    const signIn = new URL(signInAsPath('bob@example.com'), 'https://x.test');
    expect(signIn.search).toBe('?mode=signin');
    expect(new URLSearchParams(signIn.hash.slice(1)).get('email')).toBe('bob@example.com');
  });
});
