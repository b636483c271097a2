"""The words of every output: one template per output (render), a language's sentences, the GM's words for the engine's ids."""
