// Jest's Node environment, its test context made with an ordinary global object
// (vm.constants.DONT_CONTEXTIFY, Node 22.8+). Jest's own context traps every global lookup (a vm
// interceptor, then a Proxy), which made `Math.cos` in a loop nine times slower than outside Jest
// (jestjs/jest#5163, nodejs/node#31658): the bank's numerical checks and typesetting spent most of
// their time there. Tests still get a fresh global per file, with Jest's globals installed on it.
import vm from 'node:vm';
import { TestEnvironment } from 'jest-environment-node';

export default class PlainGlobalsEnvironment extends TestEnvironment {
  constructor(config, context) {
    const { createContext } = vm;
    vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}
