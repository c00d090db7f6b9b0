"""The phrase tables the rule-based intent classifier reads (`sequencer.classify.intent`).

Each module is pure data for one decision, every language side by side; `pattern.rx` compiles them.
"""
