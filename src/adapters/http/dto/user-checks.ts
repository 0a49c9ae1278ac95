/**
 * The checks of the answers and stored values that carry the user (POST /login, GET /web/account/:accountId, the
 * user kept in storage) and their mapping to the domain's User: class-validator and the user's DTOs. /login's first
 * script goes without them; they load with its first answer (`loadUserChecks` in ../user-checks-loader.ts).
 */
export { readLoginResponse } from './login-response.dto';
export { parseUserDto, readUserResponse } from './user.dto';
export { toUser } from '../mappers/to-user.mapper';
