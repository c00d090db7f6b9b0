"""The `sequencer` command line: each command drives the starter (or runs a process: dev, worker, api)."""
