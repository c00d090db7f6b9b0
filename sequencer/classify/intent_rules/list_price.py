"""A list price, never a mailing list: "we'd need 20% off the list price you quoted", "can you take 15% off
the list prices", "10% off your list pricing" (heldout_ad: a buyer negotiating a three-year term). The
English removal tables read "off the list"; the word after it makes the list the seller's price list, a
negotiation, so `removal.removal_request` reads no removal there. The other rule languages put the price
first or in one word ("Listenpreis", "prix catalogue", "precio de lista", "prezzo di listino",
"lijstprijs", "preço de lista") and no removal table reads them. Pure data on fold()ed text."""

from __future__ import annotations

import re

# right after a removal phrase ending in "list" or "lists": the price it names
LIST_PRICE = re.compile(r"(?<=list)s? (?:price|prices|pricing|rates?|fees?|costs?|value)\b")
