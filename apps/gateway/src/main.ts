import 'reflect-metadata';
import { runGateway } from '@pp/gateway';

runGateway();
