/**
 * The court's staff as the staff identity provider stand-in knows them: the systems that publish (OAuth clients
 * with the client-credentials grant) and the people who log in to the press console. Secrets and passwords are
 * the documented local ones; the real provider is configured in the court's directory.
 */

/**
 * What a caller may write through the publishing API, one scope per kind of content, reading the audit log, and
 * issuing the API keys of re-users of the open data.
 */
export const PUBLISHING_SCOPES = [
  'publish:judgments',
  'publish:cases',
  'publish:agenda',
  'publish:press',
  'publish:court',
  'publish:audit',
  'publish:api-keys',
];

export const SYSTEM_CLIENTS = [
  // The registry's case-management system: everything it records, and the audit log.
  { clientId: 'court-registry', secret: 'court-registry-local', scopes: PUBLISHING_SCOPES },
  // The press office's own tooling: press releases only.
  { clientId: 'court-press-system', secret: 'court-press-local', scopes: ['publish:press'] },
];

export const STAFF_MEMBERS = [
  {
    username: 'press-officer',
    password: 'press-officer',
    name: 'Pieter Claes',
    email: 'press-officer@const-court.example',
    scopes: ['publish:press'],
  },
  {
    username: 'registry-clerk',
    password: 'registry-clerk',
    name: 'Sophie Lambert',
    email: 'registry-clerk@const-court.example',
    // The registry answers the re-users who ask for a higher limit, so it issues their keys.
    scopes: ['publish:judgments', 'publish:cases', 'publish:agenda', 'publish:api-keys'],
  },
];

export function findStaffMember(username) {
  return STAFF_MEMBERS.find((member) => member.username === username);
}
