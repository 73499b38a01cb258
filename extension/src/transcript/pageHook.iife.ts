/**
 * The page hook's entry: a content script in YouTube's MAIN world at document_start, built by CRXJS as
 * one self-contained IIFE (the `.iife` name) so it runs before the player's first caption request.
 */
import { installPageHook } from './pageHook.ts';

installPageHook(window);
