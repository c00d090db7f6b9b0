"""The removal guards: each function takes a removal table's hit (`removal.removal_request`) and says
whether it is no removal of this address from our mail. One module per kind of reason, each read with the
rule tables of `intent_rules/` its functions name.
"""
