export * from './types';
export * from './card';
export * from './notation';
export * from './dealNumber';
export * from './position';
export * from './autoplay';
export * from './game';
export * from './view';
