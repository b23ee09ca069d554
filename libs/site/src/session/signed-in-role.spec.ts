import { UserType } from '@brokerfront/identity-api';
import { signedInHomeOf, signedInRoleOf } from './signed-in-role';

describe('signedInRoleOf', () => {
  const employee = { Id: 1, UserType: UserType.Employee };
  const client = { Id: 2, UserType: UserType.Individual };

  it("reads the token's user_type until the user record is loaded", () => {
    expect(signedInRoleOf(null, { sub: '1', user_type: 'Employee' })).toBe('employee');
    expect(signedInRoleOf(undefined, { sub: '2', user_type: 'Individual' })).toBe('client');
  });

  it("takes the user record's UserType once loaded", () => {
    expect(signedInRoleOf(employee, { sub: '1' })).toBe('employee');
    expect(signedInRoleOf(client, { sub: '2', user_type: 'Employee' })).toBe('client');
    expect(signedInRoleOf(employee, null)).toBe('employee');
  });

  it("ignores a record of another user than the token's (a switched session)", () => {
    expect(signedInRoleOf(client, { sub: '1', user_type: 'Employee' })).toBe('employee');
    expect(signedInRoleOf(client, { sub: '1' })).toBeNull();
  });

  it('knows no role when nothing says', () => {
    expect(signedInRoleOf(null, null)).toBeNull();
    expect(signedInRoleOf(null, { sub: '3' })).toBeNull();
    expect(signedInRoleOf(null, { sub: '3', user_type: 'Affiliate' })).toBeNull();
  });
});

describe('signedInHomeOf', () => {
  it('is the users list for an employee and the dashboard otherwise', () => {
    expect(signedInHomeOf('employee')).toBe('/backoffice/users');
    expect(signedInHomeOf('client')).toBe('/account');
    expect(signedInHomeOf(null)).toBe('/account');
  });
});
