// msw 3 relies on ES2024/ES2025 built-ins that Node 20 lacks.
import 'core-js/actual/promise/with-resolvers';
import 'core-js/actual/set';
