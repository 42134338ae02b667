// What other features use of the users feature.
export { toPersonDto, toUserDto } from './presenter';
export {
  emailTaken,
  findUserByEmail,
  findUserByLogin,
  findUserByOidcSubject,
  insertUser,
  lockUserRow,
  type UserRow,
  updateUser,
  usernameTaken,
} from './repo';
