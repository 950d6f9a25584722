"""A stand-in for a desktop's tray: owns org.kde.StatusNotifierWatcher on a
session bus and writes each service that registers, one a line, to a file.
Just enough D-Bus (little-endian, strings only) for test_tray.py.

    python3 dbus_watcher.py ADDRESS OUTPUT_FILE
"""

import os
import socket
import struct
import sys


def pad(data, boundary):
    return data + b"\0" * (-len(data) % boundary)


def string(data, value, code=b"s"):
    data = pad(data, 4)
    encoded = value.encode()
    return data + struct.pack("<I", len(encoded)) + encoded + b"\0"


def message(kind, serial, fields, body=b"", signature=""):
    """kind 1 call, 2 return; fields: [(code, type, value)]."""
    header = struct.pack("<BBBBII", ord("l"), kind, 0, 1, len(body), serial)
    array = b""
    start = len(header) + 4
    for code, typ, value in ([*fields, (8, "g", signature)] if signature else fields):
        array = pad(b"\0" * start + array, 8)[start:]
        array += bytes([code, 1, ord(typ), 0])
        if typ in "so":
            array = string(b"\0" * start + array, value)[start:]
        elif typ == "u":
            array = pad(b"\0" * start + array, 4)[start:] + struct.pack("<I", value)
        elif typ == "g":
            array += bytes([len(value)]) + value.encode() + b"\0"
    return pad(header + struct.pack("<I", len(array)) + array, 8) + body


def call(serial, destination, path, interface, member, body=b"", signature=""):
    return message(1, serial, [(1, "o", path), (2, "s", interface), (3, "s", member), (6, "s", destination)],
                   body, signature)


def read_message(sock, buffer):
    while True:
        if len(buffer) >= 16:
            body_length, serial, fields_length = struct.unpack("<III", buffer[4:16])
            total = ((16 + fields_length + 7) // 8) * 8 + body_length
            if len(buffer) >= total:
                return buffer[:total], buffer[total:]
        chunk = sock.recv(65536)
        if not chunk:
            raise EOFError
        buffer += chunk


def parse(data):
    """Type, serial, header fields {code: value} and the body's first string."""
    kind = data[1]
    body_length, serial, fields_length = struct.unpack("<III", data[4:16])
    fields = {}
    offset = 16
    end = 16 + fields_length
    while offset < end:
        offset += -offset % 8
        code = data[offset]
        sig_length = data[offset + 1]
        typ = data[offset + 2:offset + 2 + sig_length].decode()
        offset += 3 + sig_length
        if typ in ("s", "o"):
            offset += -offset % 4
            (length,) = struct.unpack("<I", data[offset:offset + 4])
            fields[code] = data[offset + 4:offset + 4 + length].decode()
            offset += 5 + length
        elif typ == "u":
            offset += -offset % 4
            (fields[code],) = struct.unpack("<I", data[offset:offset + 4])
            offset += 4
        elif typ == "g":
            length = data[offset]
            fields[code] = data[offset + 1:offset + 1 + length].decode()
            offset += 2 + length
    body = data[((end + 7) // 8) * 8:]
    first = None
    if fields.get(8, "").startswith("s") and len(body) >= 4:
        (length,) = struct.unpack("<I", body[:4])
        first = body[4:4 + length].decode()
    return kind, serial, fields, first


def main():
    address, output = sys.argv[1], sys.argv[2]
    parts = dict(part.split("=", 1) for part in address.split(":", 1)[1].split(","))
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(parts["path"] if "path" in parts else "\0" + parts["abstract"])
    sock.sendall(b"\0AUTH EXTERNAL " + str(os.getuid()).encode().hex().encode() + b"\r\n")
    line = b""
    while not line.endswith(b"\r\n"):
        line += sock.recv(1)
    assert line.startswith(b"OK"), line
    sock.sendall(b"BEGIN\r\n")
    sock.sendall(call(1, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello"))
    name = "org.kde.StatusNotifierWatcher"
    body = string(b"", name) 
    body = pad(body, 4) + struct.pack("<I", 4)
    sock.sendall(call(2, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                      body, "su"))
    buffer = b""
    serial = 10
    while True:
        try:
            data, buffer = read_message(sock, buffer)
        except EOFError:
            return
        kind, their_serial, fields, first = parse(data)
        if kind == 2 and fields.get(5) == 2:
            # The name is ours: tell the test.
            with open(output + ".ready", "w") as file:
                file.write("ready")
        if kind == 1 and fields.get(3) == "RegisterStatusNotifierItem":
            with open(output, "a") as file:
                file.write(f"{first} {fields.get(7)}\n")
            serial += 1
            sock.sendall(message(2, serial, [(5, "u", their_serial), (6, "s", fields.get(7))]))
        elif kind == 1:
            serial += 1
            sock.sendall(message(2, serial, [(5, "u", their_serial), (6, "s", fields.get(7))]))


if __name__ == "__main__":
    main()
